import { expect, test } from "vitest";
import { notInLocale } from "./in-locale.ts";

test("a translated message passes, code, quotes and paths left as they are", () => {
  expect(
    notInLocale(
      "primary.ts の先頭で `Primary pid=${process.pid}` を出力してください。「App listening on port 3000」と steps/03-cluster-primary/README.ja.md を参照。",
      "ja",
    ),
  ).toEqual([]);
  expect(notInLocale('primary.ts가 "Primary pid=1234"(자기 pid)를 출력해야 합니다.', "ko")).toEqual(
    [],
  );
});

test("an English sentence in a Japanese or Korean message is named", () => {
  expect(notInLocale("ワーカー: Call cluster.fork() once per CPU.", "ja")).toEqual([
    'English left: "once per CPU"',
  ]);
  expect(notInLocale("no line mentions CPUs", "ko")).toEqual([
    'English left: "no line mentions CPUs"',
    'not in ko: "no line mentions CPUs"',
  ]);
  expect(notInLocale("no line mentions CPUs", "en")).toEqual([]);
});
