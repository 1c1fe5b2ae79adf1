// peers.mjs — `make bench-peers`: recall side by side with the official MCP memory server and
// @ai-devkit/memory, all driven by the official TypeScript MCP client, with the same LoCoMo
// memories and questions, one call at a time. It prints one Markdown report on stdout and writes
// every figure to a JSON file.
//
// (a) latency at N items: one store per server is loaded to each N in turn (N ascending; the
//     saves between two sizes are the save sample of the larger), and at each N the same fixed
//     LoCoMo questions are searched (limit 10), after a few unmeasured warm-up searches. No
//     ANALYZE between loading and searching unless PEERS_ANALYZE=1.
// (b) retrieval quality: each LoCoMo conversation in a store of its own; its questions of
//     categories 1-4 searched with limit 10; R@1/R@5/R@10 as cmd/recall-bench/locomo.go scores
//     them. A server that finds nothing scores 0 and the report says so.
//
// Environment (the Makefile sets the first two):
//   RECALL_DATABASE_URL  the PostgreSQL cluster; each recall phase gets a fresh database on it,
//                        dropped afterwards
//   LOCOMO               the LoCoMo split (JSON)                  default ../shared/data/locomo/locomo-dev.json
//   RECALL_BIN           recall's binary                          default bin/recall
//   PEERS_N              item counts for (a), comma-separated    default 2000,10000
//   PEERS_SEARCHES       measured searches at each N              default 500
//   PEERS_SERVERS        which servers                            default official,ai-devkit,recall-stdio,recall-http
//   PEERS_QUALITY        0 skips (b)                              default 1
//   PEERS_FORMAT         how a turn becomes a memory: bench or readme (workload.mjs) default bench
//   PEERS_ANALYZE        1: ANALYZE recall's database after each load
//   PEERS_RANKS          1: also write each LoCoMo question's hits (dia ids) per server to the results
//   PEERS_OUT            the JSON results file                    default bench/peers/results.json
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { aiDevkit, official, RecallDatabase, recallHTTP, recallStdio, sdkVersion } from "./servers.mjs";
import { FORMATS, latencyQueries, loadLocomo, recallAt, stream, summary, turnMemory } from "./workload.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const env = process.env;
const WARMUP = 10;
const LIMIT = 10;
const KS = [1, 5, 10];
const ALL = ["official", "ai-devkit", "recall-stdio", "recall-http"];

function config() {
  const list = (s) => s.split(",").map((x) => x.trim()).filter(Boolean);
  const ns = list(env.PEERS_N || "2000,10000").map(Number);
  if (ns.length === 0 || ns.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error(`PEERS_N=${env.PEERS_N}: give item counts as positive integers, e.g. 2000,10000`);
  }
  const searches = Number(env.PEERS_SEARCHES || 500);
  if (!Number.isInteger(searches) || searches < 1) throw new Error(`PEERS_SEARCHES=${env.PEERS_SEARCHES}: give a positive integer`);
  const servers = list(env.PEERS_SERVERS || ALL.join(","));
  for (const s of servers) if (!ALL.includes(s)) throw new Error(`PEERS_SERVERS: unknown server ${s} (choose from ${ALL.join(", ")})`);
  const format = env.PEERS_FORMAT || "bench";
  if (!FORMATS.includes(format)) throw new Error(`PEERS_FORMAT=${format}: choose ${FORMATS.join(" or ")}`);
  return {
    format,
    ns: [...new Set(ns)].sort((a, b) => a - b),
    searches,
    servers,
    quality: env.PEERS_QUALITY !== "0",
    analyze: env.PEERS_ANALYZE === "1",
    ranks: env.PEERS_RANKS === "1",
    locomo: resolve(root, env.LOCOMO || "../shared/data/locomo/locomo-dev.json"),
    bin: resolve(root, env.RECALL_BIN || "bin/recall"),
    databaseURL: env.RECALL_DATABASE_URL || "postgres://postgres@127.0.0.1:55432/recall?sslmode=disable",
    out: resolve(root, env.PEERS_OUT || "bench/peers/results.json"),
  };
}

function progress(msg) {
  process.stderr.write(`bench-peers: ${msg}\n`);
}

// The TypeScript SDK's streamable HTTP transport gives every request of a client the same
// AbortSignal, and listeners pile up on it until the garbage collector takes them (on one client
// against recall, 1,500 after about 2,200 calls and 2,050 after 8,200), so past 1,500 Node warns on
// every later call: thousands of lines on stderr, each a write inside the measured loop. Each kind
// of warning is said once instead. Latency does not drift with the pile (p50 1.4-1.7 ms in each
// thousand of those 8,000 searches).
const warned = new Set();
process.removeAllListeners("warning");
process.on("warning", (w) => {
  if (warned.has(w.name)) return;
  warned.add(w.name);
  progress(`${w.name}: ${w.message} (said once; later ones are not shown)`);
});

// server builds one server for one phase; recall gets a fresh database per phase.
async function server(id, cfg, cleanups) {
  if (id === "official") return official();
  if (id === "ai-devkit") return aiDevkit();
  const db = await RecallDatabase.create(cfg.bin, cfg.databaseURL);
  cleanups.add(() => db.drop());
  if (id === "recall-stdio") return recallStdio(cfg.bin, db);
  const s = await recallHTTP(cfg.bin, db);
  cleanups.add(() => s.stop());
  return s;
}

// Cleanups undoes what a run set up (servers, databases), newest first. Each step runs once, and
// run() waits for a step already under way, so a signal arriving mid-run and the run's own
// finally blocks never race each other (nor exit before a database is dropped).
class Cleanups {
  #steps = [];

  add(fn) {
    let p;
    this.#steps.push(() => (p ??= Promise.resolve().then(fn)));
  }

  mark() {
    return this.#steps.length;
  }

  async run(from) {
    for (let i = this.#steps.length - 1; i >= from; i--) {
      try {
        await this.#steps[i]();
      } catch (err) {
        progress(`cleanup: ${err.message}`);
      }
    }
  }
}

async function timed(fn) {
  const t0 = performance.now();
  const v = await fn();
  return [v, performance.now() - t0];
}

// latency loads one store to each N and searches it at each.
async function latency(srv, cfg, item, queries) {
  const rows = [];
  const store = await srv.openStore("bench");
  try {
    let k = 0, stored = 0, merged = 0;
    for (const n of cfg.ns) {
      const saves = [];
      const t0 = performance.now();
      while (stored < n) {
        if (k > 3 * cfg.ns.at(-1)) throw new Error(`${srv.id}: ${k} saves left only ${stored} distinct memories`);
        const [r, ms] = await timed(() => store.save(item(k++)));
        saves.push(ms);
        if (r.merged) merged++;
        else stored++;
      }
      const loadSec = (performance.now() - t0) / 1000;
      if (cfg.analyze && srv.db) await srv.db.analyze();
      for (const q of queries.slice(-WARMUP)) await store.search(q, LIMIT);
      const searches = [];
      let answered = 0;
      for (const q of queries) {
        const [ids, ms] = await timed(() => store.search(q, LIMIT));
        searches.push(ms);
        if (ids.length > 0) answered++;
      }
      const row = { server: srv.id, transport: srv.transport, n, saves: k, merged, loadSec, save: summary(saves), search: summary(searches), answered, searches: queries.length };
      progress(`${srv.id} @${n}: save p50 ${fmt(row.save.p50)} ms, search p50 ${fmt(row.search.p50)} p99 ${fmt(row.search.p99)} ms, ${answered}/${queries.length} searches found something`);
      rows.push(row);
    }
  } finally {
    await store.close();
  }
  return rows;
}

// quality scores one server on every conversation of the split, each in a store of its own.
async function quality(srv, convs, format, ranks) {
  const sum = Object.fromEntries(KS.map((k) => [k, 0]));
  const lat = [];
  let questions = 0, answered = 0, turns = 0, merged = 0;
  for (const c of convs) {
    const store = await srv.openStore(`conv-${c.id.replaceAll("_", "-")}`);
    try {
      const byDia = new Map();
      const diaOf = new Map();
      for (const t of c.turns) {
        const r = await store.save(turnMemory(t, format));
        byDia.set(t.dia, r.id);
        diaOf.set(r.id, t.dia);
        if (r.merged) merged++;
        turns++;
      }
      for (const q of c.questions) {
        const [ids, ms] = await timed(() => store.search(q.question, LIMIT));
        lat.push(ms);
        questions++;
        if (ids.length > 0) answered++;
        const r = recallAt(ids, q.evidence, byDia, KS);
        for (const k of KS) sum[k] += r[k];
        if (ranks) ranks.push({ conv: c.id, question: q.question, category: q.category, evidence: q.evidence, hits: ids.map((id) => diaOf.get(id) ?? id) });
      }
    } finally {
      await store.close();
    }
  }
  const row = { server: srv.id, transport: srv.transport, conversations: convs.length, turns, merged, questions, answered, search: summary(lat) };
  if (ranks) row.ranks = ranks;
  for (const k of KS) row[`r${k}`] = sum[k] / questions;
  progress(`${srv.id} LoCoMo: R@1 ${row.r1.toFixed(3)} R@5 ${row.r5.toFixed(3)} R@10 ${row.r10.toFixed(3)}, ${answered}/${questions} questions found something`);
  return row;
}

function fmt(ms) {
  if (ms == null) return "—";
  return ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2);
}

function ratio(a, b) {
  if (a == null || b == null || b === 0) return "—";
  const r = a / b;
  return `${r.toFixed(r >= 10 ? 0 : r >= 1 ? 1 : 2)}×`;
}

function report(res) {
  const label = (id) => `${res.servers[id].name} ${res.servers[id].version ?? res.recall}`;
  const out = [];
  out.push(`## bench-peers — ${res.config.locomoName}, client @modelcontextprotocol/sdk ${res.sdk}, one call at a time`);
  out.push("");
  out.push(`Memories in the ${res.config.format} format (bench/peers/workload.mjs); recall ${res.recall}, lexical (no embedder)${res.config.analyze ? ", ANALYZE after each load" : ", no ANALYZE after loading"}; ${res.machine.cpus} CPUs, load average ${res.machine.load} at the start.`);
  if (res.latency.length) {
    out.push("");
    out.push(`### Latency: N LoCoMo turns in one store, ${res.config.searches} LoCoMo questions as queries (limit 10)`);
    out.push("");
    out.push("| items | server | transport | save p50 | search p50 | search p99 | searches that found something |");
    out.push("|---:|---|---|---:|---:|---:|---:|");
    for (const r of res.latency) {
      out.push(`| ${r.n.toLocaleString("en")} | ${label(r.server)} | ${r.transport} | ${fmt(r.save.p50)} ms | ${fmt(r.search.p50)} ms | ${fmt(r.search.p99)} ms | ${r.answered} / ${r.searches} |`);
    }
    const recalls = ["recall-stdio", "recall-http"].filter((id) => res.latency.some((r) => r.server === id));
    const peers = res.latency.filter((r) => !r.server.startsWith("recall"));
    if (recalls.length && peers.length) {
      const vs = recalls.map((id) => (id === "recall-stdio" ? "stdio" : "HTTP")).join(" / ");
      out.push("");
      out.push(`Peer ÷ recall, against recall over ${vs} (above 1×: recall is faster):`);
      out.push("");
      out.push(`| items | peer | search p50 | search p99 | save p50 |`);
      out.push("|---:|---|---:|---:|---:|");
      for (const p of peers) {
        const rs = recalls.map((id) => res.latency.find((r) => r.server === id && r.n === p.n));
        const cell = (m, q) => rs.map((r) => ratio(p[m][q], r?.[m][q])).join(" / ");
        out.push(`| ${p.n.toLocaleString("en")} | ${label(p.server)} | ${cell("search", "p50")} | ${cell("search", "p99")} | ${cell("save", "p50")} |`);
      }
    }
    const merges = res.latency.filter((r) => r.merged > 0);
    if (merges.length) {
      out.push("");
      out.push("Saves a server merged into or rejected as a stored memory (the load went on to N distinct): " +
        merges.map((r) => `${r.server} @${r.n}: ${r.merged}`).join(", ") + ".");
    }
  }
  if (res.quality.length) {
    out.push("");
    out.push(`### Retrieval: LoCoMo ${res.config.locomoName}, each conversation in its own store, questions of categories 1–4, limit 10`);
    out.push("");
    out.push("| server | transport | R@1 | R@5 | R@10 | search p50 | search p99 | questions that found something | saves merged or rejected |");
    out.push("|---|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const r of res.quality) {
      out.push(`| ${label(r.server)} | ${r.transport} | ${r.r1.toFixed(3)} | ${r.r5.toFixed(3)} | ${r.r10.toFixed(3)} | ${fmt(r.search.p50)} ms | ${fmt(r.search.p99)} ms | ${r.answered} / ${r.questions} | ${r.merged} / ${r.turns} |`);
    }
  }
  out.push("");
  out.push("How each server ran: " + Object.values(res.servers).map((s) => `${s.id}: \`${s.start}\``).join("; ") + ".");
  return out.join("\n");
}

async function main() {
  const cfg = config();
  const convs = loadLocomo(cfg.locomo);
  const queries = latencyQueries(convs, cfg.searches);
  const item = stream(convs, cfg.format);
  let recallRev = "unknown";
  try {
    recallRev = execFileSync("git", ["-C", root, "describe", "--always", "--dirty"], { encoding: "utf8" }).trim();
  } catch {}
  const res = {
    started: new Date().toISOString(),
    machine: { cpus: os.cpus().length, load: os.loadavg().map((l) => l.toFixed(1)).join(" "), node: process.version },
    sdk: sdkVersion(),
    recall: recallRev,
    config: { ...cfg, locomoName: cfg.locomo.split("/").pop(), warmup: WARMUP, limit: LIMIT },
    servers: {},
    latency: [],
    quality: [],
  };

  const cleanups = new Cleanups();
  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.once(sig, () => {
      interrupted = true;
      progress(`${sig}: stopping the servers and dropping the run's databases`);
      cleanups.run(0).finally(() => process.exit(130));
    });
  }
  try {
    for (const id of cfg.servers) {
      const mark = cleanups.mark();
      const srv = await server(id, cfg, cleanups);
      res.servers[id] = { id, name: srv.name, version: srv.version, transport: srv.transport, start: srv.start };
      progress(`${id}: latency at ${cfg.ns.join(", ")} items`);
      res.latency.push(...(await latency(srv, cfg, item, queries)));
      await cleanups.run(mark);
      // R@k does not depend on the transport: recall is scored once, over HTTP when it runs.
      if (cfg.quality && !(id === "recall-stdio" && cfg.servers.includes("recall-http"))) {
        const q = await server(id, cfg, cleanups);
        progress(`${id}: LoCoMo retrieval`);
        res.quality.push(await quality(q, convs, cfg.format, cfg.ranks ? [] : null));
        await cleanups.run(mark);
      }
    }
  } finally {
    await cleanups.run(0);
  }
  res.latency.sort((a, b) => a.n - b.n || cfg.servers.indexOf(a.server) - cfg.servers.indexOf(b.server));
  res.finished = new Date().toISOString();
  writeFileSync(cfg.out, JSON.stringify(res, null, 2) + "\n");
  console.log(report(res));
  progress(`results written to ${cfg.out}`);
}

let interrupted = false;

main().catch((err) => {
  if (interrupted) return; // the signal handler cleans up and exits
  progress(err.message);
  process.exit(1);
});
