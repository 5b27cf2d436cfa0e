/** Step 01's checkpoint messages in every language, for defineStep() (both checkpoint files). */
import { en } from "./en.ts";
import { ja } from "./ja.ts";
import { ko } from "./ko.ts";

export const MESSAGES = { en, ja, ko };
