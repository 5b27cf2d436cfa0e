import express from "express";

const port = Number(process.env.PORT) || 3000;
const app = express();

console.log(`worker pid=${process.pid}`);

app.get("/heavy", (_req, res) => {
  let total = 0;
  for (let i = 0; i < 5_000_000; i++) {
    total++;
  }
  res.send(`The result of the CPU intensive task is ${total}\n`);
});

app.listen(port, (err) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  console.log(`App listening on port ${port}`);
});
