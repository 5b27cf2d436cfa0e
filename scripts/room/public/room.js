// The room's page in the browser: follows the room over Server-Sent Events (/api/events) and
// redraws its tables with textContent only, so a name is always text, never markup. The chart is
// an SVG image the server renders; it is reloaded when the room changes, one load at a time.

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
      { text: f.checkpoint, className: "failed" },
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
  showChart(view.version);
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
const events = new EventSource("/api/events");
events.addEventListener("open", () => {
  status.textContent = "live";
  status.className = "status live";
});
events.addEventListener("error", () => {
  status.textContent = "reconnecting…";
  status.className = "status down";
});
events.addEventListener("message", (event) => render(JSON.parse(event.data)));
