/* global process */
// node scripts/bare-file-server.mjs <port> <file> '<headers as JSON>'
//
// The yardstick of `npm run bench:pages` (decision record 224): a bare Node HTTP server that
// answers every request with one file's bytes, read once, and the given headers. Nothing else:
// no routing, no hooks, no conditional requests.
import fs from 'node:fs';
import http from 'node:http';

const [port, file, headersJson] = process.argv.slice(2);
const body = fs.readFileSync(file);
const headers = { ...JSON.parse(headersJson ?? '{}'), 'Content-Length': String(body.length) };
http
  .createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\n'));
