import express from "express";

const app = express();
const port = Number(process.env.PORT ?? 3000);

// CPU-bound on purpose: 5,000,000 steps of a loop block this process for a few milliseconds,
// and while they run it can serve nobody else.
app.get("/heavy", (_req, res) => {
  let total = 0;
  for (let i = 0; i < 5_000_000; i++) {
    total++;
  }
  res.send(`The result of the CPU intensive task is ${total}`);
});

app.listen(port, (error) => {
  if (error) {
    // Express 5 hands a listen error (EADDRINUSE) to this callback instead of throwing it.
    console.error(`Could not listen on port ${port}: ${error.message}`);
    process.exit(1);
  }
  console.log(`worker pid=${process.pid}`);
  console.log(`App listening on port ${port}`);
});
