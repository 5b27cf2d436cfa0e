/** Step 10's checkpoint messages in Japanese: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ja: Record<MessageKey, string> = {
  "step.builds":
    "`nginx-config.ts`: 2 台のホスト（それぞれステップ 07 のクラスター）の前に置く nginx（Debian のもの）。upstream、パッシブヘルスチェック、ホストへのキープアライブ。負荷をかけたままホストを 1 台止め、また戻します。Node ≥ 22.12 での `reusePort` の実演",

  "name.spreads": "nginx が設定を受け付け、リクエストを 2 台のホストに振り分ける",
  "name.throughput":
    "nginx 経由では、2 台のホストがホスト 1 台単独の 0.9× 以上のリクエスト/秒を処理する",
  "name.keepalive":
    "設定がホストへの接続をキープアライブする: upstream の keepalive、HTTP/1.1、空の Connection ヘッダー",
  "name.retries":
    "ホストが拒否したリクエストや 503 を返したリクエストは、もう一方のホストへ送られる（負荷なし）",
  "name.failover":
    "負荷の最中にホストが 1 台止まっても失敗は一定数に収まり、ホストが戻ればトラフィックも戻る",

  "output.nginx": "nginx の出力",
  "output.outageErrors":
    "（ほかに、止まったホストによる想定どおりの connect()/recv() エラーが {count} 件{count, plural, other {}}）",
  "load.oneHost": "ホスト 1 台",
  "load.twoHosts": "nginx、ホスト 2 台",
  "load.hostStops": "ホスト停止",

  "reach.expected":
    "nginx 経由のリクエストが 2 台のホストの両方に届き、それぞれが {share}% 以上を受け持つこと。",
  "reach.seen": "{total} 件のうち、ホスト 1 が {a} 件、ホスト 2 が {b} 件に応答しました。",
  "reach.next":
    "HOSTS のすべてのホストを `upstream` ブロックに入れ（ホストごとに `server` 行を 1 つ）、`proxy_pass` で upstream の名前に転送してください。例: `proxy_pass http://app;`",

  "chart.byHost": "nginx 経由の {requests} 件のリクエスト（ホスト別）",
  "chart.host": "ホスト {n}",
  "spreadFailed.expected": "nginx 経由のすべてのリクエストに応答が返ること。",
  "spreadFailed.seen": "{total} 件中 {failed} 件が失敗しました。",
  "spreadFailed.next": "`proxy_pass` の転送先をホスト（HOSTS から作った upstream）にしてください。",

  "figure.throughput": "nginx 経由のリクエスト/秒 ÷ ホスト 1 台単独、5 組の中央値",
  "figure.perPair": "組ごと {ratios}",
  "throughput.expected":
    "nginx 経由で、ホスト 1 台単独の {ratio}× 以上のリクエスト/秒が出て、失敗したリクエストがないこと。",
  "throughput.seen": "{median}×（組ごと {ratios}）。失敗 {errors} 件。",
  "throughput.next":
    '{keepaliveDefault, select, yes {nginx {version} は既定でホストへの接続を開いたままにします。設定に `keepalive 0`、proxy_http_version 1.0、Connection "close" ヘッダーがないか確かめ、キープアライブの 3 行はそのまま残してください} other {ホストへの接続を開いたままにしてください。upstream に `keepalive`、さらに `proxy_http_version 1.1` と `proxy_set_header Connection "";` を設定します（nginx {version} は 3 つがそろわないとリクエストごとに接続を閉じます）}}。小さなマシンではホストが CPU を使えるよう `worker_processes 1` にしてください。',

  "retryRefused.expected":
    "動いているホストと、誰も待ち受けていないポートの前に置いた nginx を通して、順番に送った {total} 件のリクエストがすべて 200 で応答されること。",
  "retryRefused.seen": "{total} 件のうち {failed} 件が 200 ではありませんでした（{codes}）。",
  "retryRefused.next":
    "proxy_next_upstream を有効のままにしてください: 既定値の error timeout は、ホストに拒否されたリクエストを次のホストへ送ります。proxy_next_upstream off はその拒否をクライアントに返します。",
  "retry503.expected":
    "動いているホストと、すべてのリクエストに 503 を返すホスト（再起動中のホストのように）の前に置いた nginx を通して、順番に送った {total} 件のリクエストがすべて 200 で応答されること。",
  "retry503.seen": "{total} 件のうち {failed} 件が 200 ではありませんでした（{codes}）。",
  "retry503.next":
    "proxy_next_upstream に http_502 http_503 を加えてください（`proxy_next_upstream error timeout http_502 http_503;`）: 502 や 503 を返すホストが失敗として扱われ、nginx はリクエストを別のホストへ送ります。",

  "figure.outageFailed": "ホスト停止中に失敗したリクエスト",
  "figure.ofTotal": "全 {total} 件中",
  "figure.refusedAttempts": "停止したホストへの試行（nginx の connect() エラー）",
  "figure.recovery": "再起動したホストにトラフィックが戻るまで",
  "figure.noRecovery": "{seconds} 秒以内に戻らず",
  "outage.expected":
    "2 台のうち 1 台のホストが止まる間、失敗したリクエストが {max} 件（接続ごとに 1 件）以下であること。",
  "outage.seen": "{total} 件中 {failed} 件が失敗しました（{codes}）。",
  "outage.next":
    "失敗したリクエストを nginx がもう一方のホストで再試行するようにしてください: `proxy_next_upstream error timeout http_502 http_503;`。さらに各 `server` に `max_fails` と `fail_timeout` を付けて、止まったホストが外されるようにします。",
  "neverOut.expected":
    "停止したホストがグループから外されること: いない間のそのホストへの試行は多くても {max} 回（max_fails、その後 fail_timeout）。",
  "neverOut.seen": "{total} 件のリクエストの間に、nginx はそのホストを {count} 回試しました。",
  "neverOut.next":
    "各 server 行に max_fails=1 を付けてください（0 ではホストが外されません）。fail_timeout は 2s のように短くします。",

  "recovery.expected":
    "ホストが戻ってから {seconds} 秒以内に、nginx がそのホストに再びリクエストを送ること。",
  "recovery.seen":
    "ホストが戻ってから {seconds} 秒以内に、再起動したホストのワーカー（{workers, select, none {なし} other {{workers}}}）から nginx 経由の応答がありませんでした。",
  "recovery.next":
    "ホストは upstream に残したまま、`fail_timeout` を設定してください（例: `2s`）。nginx は失敗したホストを `fail_timeout` の後に再び試します。",

  "errorLog.expected":
    "設定に error_log がないこと: エラーログ（stderr）はチェックが nginx に渡し、そこに出た内容を引用します。",
  "errorLog.seen": "設定が error_log {target} を指定しています。",
  "errorLog.next":
    "error_log の行を削除してください: チェックは nginx を -e stderr（nginx 1.19.5 より前は error_log stderr）で起動し、nginx はエラーログをコマンドラインから 1 つ受け取ります。",

  "noUpstream.expected": "proxy_pass がホストの upstream ブロックの名前を指す location。",
  "noUpstream.seen": "upstream ブロックへプロキシする location がありません。",
  "noUpstream.next":
    "まず TODO 1 を書いてください: HOSTS のホストごとに server 行を持つ upstream ブロックと、location の proxy_pass http://app; です。",
  "keepaliveUpstream.expected":
    "upstream ブロック {upstream} に keepalive の行: ホストへのアイドル接続を再利用のために保持します。",
  "keepaliveUpstream.seen":
    "{count, select, none {upstream ブロック {upstream} に keepalive の行がありません} other {upstream ブロック {upstream} は keepalive {count} です}}。",
  "keepaliveUpstream.next":
    "upstream ブロック {upstream} の中、server 行の後に keepalive 32; を追加してください。",
  "httpVersion.expected":
    "location {path} が {upstream} へプロキシする箇所で proxy_http_version 1.1: HTTP/1.0 は応答ごとに接続を閉じます。",
  "httpVersion.seen":
    "{version, select, none {そこには proxy_http_version が適用されていません（nginx 1.29.7 より前はホストに HTTP/1.0 で話します）} other {そこには proxy_http_version {version} が適用されています}}。",
  "httpVersion.next": "location {path} に proxy_http_version 1.1; を追加してください。",
  "connectionHeader.expected":
    "location {path} が {upstream} へプロキシする箇所で、ホストへの Connection ヘッダーが空であること（proxy_set_header Connection に空の値）。",
  "connectionHeader.seen":
    "{value, select, none {そこには proxy_set_header Connection が適用されていません（nginx 1.29.7 より前は Connection: close を送ります）} other {proxy_set_header が Connection に値 {value} を与えています}}。",
  "connectionHeader.next":
    'location {path} に proxy_set_header Connection ""; を追加してください。proxy_set_header を 1 つでも持つレベルは、外側のレベルから何も継承しないので、ほかの proxy_set_header と並べて書いてください。',

  "name.demo": "reusePort: カーネルが 1 つのポートで、2 つの独立したプロセスに接続を振り分ける",
  "demo.tooOld": "reusePort には Node.js {since} 以上が必要です。このマシンは {node} です",
  "demo.figure": "{requests} 本の新しい接続（プロセス別）",
  "demo.threshold": "各 {min} 以上",
  "demo.chart": "reusePort でのプロセスごとの接続数（カーネルが決める）",
  "demo.process": "プロセス {n}",
  "demo.expected":
    "新しい接続 {requests} 本のうち、どちらのプロセスも {share}% 以上に応答すること。",
  "demo.seen": "{got}（失敗 {failed} 件）。",
  "demo.next":
    "配布された reuse-port.ts を変更せずに実行してください。`reusePort: true` でリッスンします。",

  "limit.reusePort": "reusePort のチェックポイントはスキップされます: {reason}",
  "limit.reusePortNode":
    "reusePort のチェックポイントはスキップされます: Node.js {since} 以降が必要です",
};
