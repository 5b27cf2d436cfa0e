/** Step 10's checkpoint messages in every language, for defineStep(). */
import { en } from "./en.ts";
import { ja } from "./ja.ts";
import { ko } from "./ko.ts";

export const MESSAGES = { en, ja, ko };
