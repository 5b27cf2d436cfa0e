// The room's page in the browser: follows the room over Server-Sent Events (/api/events) and
// redraws its tables with textContent only, so a name is always text, never markup. The chart is
// an SVG image the server renders; it is reloaded when the server has drawn a new one, one load
// at a time. A feed the server refuses (503, too many pages) or drops is opened again after a
// pause that doubles up to a minute, with jitter, so that many pages do not return at once.

const byId = (id) => document.getElementById(id);

/** Replaces a table body's rows; `cells` lists each row's texts. */
function fillTable(table, rows) {
  const body = table.tBodies[0];
  const fresh = document.createElement("tbody");
  for (const cells of rows) {
    const tr = document.createElement("tr");
    for (const cell of cells) {
      const td = document.createElement("td");
      const { text, className } = typeof cell === "object" ? cell : { text: cell };
      td.textContent = String(text);
      if (className) td.className = className;
      tr.append(td);
    }
    fresh.append(tr);
  }
  body.replaceWith(fresh);
}

const stepLabel = (number) =>
  number === undefined ? "–" : `step ${String(number).padStart(2, "0")}`;

function verdictCell(row) {
  if (!row.verdict) return { text: "joined" };
  const mark = row.verdict === "passed" ? "✓" : "✗";
  return { text: `${mark} ${row.passed}/${row.ran}`, className: row.verdict };
}

function render(view) {
  fillTable(
    byId("steps"),
    view.steps.map((s) => [s.title, s.current, s.passed]),
  );
  fillTable(
    byId("failing"),
    view.failing.map((f) => [
      f.count,
      stepLabel(f.stepNumber),
      { text: f.cause ? `${f.checkpoint}: ${f.cause}` : f.checkpoint, className: "failed" },
    ]),
  );
  byId("failing-empty").hidden = view.failing.length > 0;
  byId("count").textContent = String(view.learners.length);
  fillTable(
    byId("learners"),
    view.learners.map((l) => [
      l.name,
      stepLabel(l.stepNumber),
      verdictCell(l),
      l.stepsPassed,
      l.machine.usableCpus,
      l.speedup === undefined ? "–" : `${l.speedup.toFixed(2)}×`,
      l.machine.node,
      l.doctorReady === undefined ? "–" : l.doctorReady ? "ready" : "missing tools",
    ]),
  );
  showChart(view.chart ?? view.version);
}

let chartShown = -1;
let chartWanted = 0;
let chartLoading = false;

/** Loads the chart of `version`, or the newest one asked for once the current load ends. */
function showChart(version) {
  chartWanted = version;
  if (chartLoading || chartWanted === chartShown) return;
  chartLoading = true;
  const img = byId("chart");
  const target = chartWanted;
  const done = () => {
    chartLoading = false;
    chartShown = target;
    if (chartWanted !== chartShown) showChart(chartWanted);
  };
  img.addEventListener("load", done, { once: true });
  img.addEventListener("error", done, { once: true });
  img.src = `/chart.svg?v=${target}`;
}

const status = byId("status");
// The instructor's page opened from another machine carries the viewer key: its feed, too.
const key = new URLSearchParams(location.search).get("key");
const feedUrl = key ? `/api/events?key=${encodeURIComponent(key)}` : "/api/events";
let pause = 1000;

function follow() {
  const events = new EventSource(feedUrl);
  events.addEventListener("open", () => {
    status.textContent = "live";
    status.className = "status live";
  });
  events.addEventListener("message", (event) => {
    pause = 1000;
    render(JSON.parse(event.data));
  });
  events.addEventListener("error", () => {
    status.textContent = "reconnecting…";
    status.className = "status down";
    // The browser retries a dropped feed by itself; one refused (an HTTP error) stays closed.
    if (events.readyState !== EventSource.CLOSED) return;
    const wait = pause * (0.5 + Math.random());
    pause = Math.min(pause * 2, 60_000);
    setTimeout(follow, wait);
  });
}
follow();
