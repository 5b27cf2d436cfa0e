import express from "express";

const app = express();

// TODO 1: read the port from the PORT environment variable, with 3000 as the default.
//         Environment variables are strings: turn it into a number.

// TODO 2: add a GET /heavy route that counts from 0 to 5,000,000 in a plain `for` loop and
//         answers "The result of the CPU intensive task is 5000000" (the count, not a constant).

// TODO 3: listen on that port. In the listen callback:
//         - if it receives an error (the port is taken), print it and exit with code 1;
//         - otherwise print `worker pid=<process.pid>` and `App listening on port <port>`.
