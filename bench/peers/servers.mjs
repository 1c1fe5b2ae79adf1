// servers.mjs starts the three MCP servers and wraps each in the same small store interface, all
// driven by the official TypeScript MCP client:
//   openStore(label) -> { save(memory) -> {id, merged} , search(query, limit) -> ids[], close() }
// A store is one server's empty memory store: a fresh process with a fresh file for the peers,
// a fresh principal (one namespace) for recall. A tool result with isError is thrown as an Error
// carrying the server's message, except the peers' "already stored" answers, which are merges.
import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

import { cutWords } from "./workload.mjs";

const run = promisify(execFile);

// packageInfo returns the installed version and the real path of the bin script of an npm package.
function packageInfo(name) {
  const pj = fileURLToPath(new URL(`./node_modules/${name}/package.json`, import.meta.url));
  const meta = JSON.parse(readFileSync(pj, "utf8"));
  const bin = typeof meta.bin === "string" ? meta.bin : meta.bin && Object.values(meta.bin)[0];
  return { version: meta.version, bin: bin ? realpathSync(join(dirname(pj), bin)) : null };
}

export function sdkVersion() {
  return packageInfo("@modelcontextprotocol/sdk").version;
}

async function connect(transport) {
  const client = new Client({ name: "recall-bench-peers", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

// tail keeps the last bytes a child wrote to stderr (for error messages) and drains the pipe, so
// a chatty server never blocks on a full pipe.
function tail(stream, max = 4096) {
  let buf = "";
  stream?.on("data", (d) => {
    buf = (buf + d.toString()).slice(-max);
  });
  return () => buf.trim();
}

function resultText(res) {
  return (res.content ?? []).filter((c) => c.type === "text").map((c) => c.text).join("\n");
}

async function call(client, name, args, stderr) {
  let res;
  try {
    res = await client.callTool({ name, arguments: args });
  } catch (err) {
    const log = stderr?.();
    throw new Error(`${name}: ${err.message}${log ? `\nserver stderr: ${log}` : ""}`);
  }
  return res;
}

function toolError(name, res) {
  return new Error(`${name} failed: ${resultText(res).slice(0, 500)}`);
}

// stdioStore spawns one stdio server process for one store.
async function stdioStore(params, ops) {
  const transport = new StdioClientTransport({ ...params, stderr: "pipe" });
  const stderr = tail(transport.stderr);
  const client = await connect(transport);
  return {
    save: (m) => ops.save(client, m, stderr),
    search: (q, limit) => ops.search(client, q, limit, stderr),
    close: async () => {
      await client.close();
      ops.cleanup?.();
    },
  };
}

// official is @modelcontextprotocol/server-memory: a knowledge graph in one JSON-lines file
// (MEMORY_FILE_PATH), stdio only. A memory is one entity (name = the turn's unique key, type
// "memory") created with its one observation in the same create_entities call; search_nodes
// returns every entity whose name, type or an observation contains the whole query as a
// substring (case-insensitive), without a limit.
export function official() {
  const pkg = packageInfo("@modelcontextprotocol/server-memory");
  return {
    id: "official",
    name: "@modelcontextprotocol/server-memory",
    version: pkg.version,
    transport: "stdio",
    start: `node ${relative(process.cwd(), pkg.bin)} (MEMORY_FILE_PATH=<fresh dir>/memory.jsonl)`,
    async openStore() {
      const dir = mkdtempSync(join(tmpdir(), "peers-official-"));
      return stdioStore(
        { command: process.execPath, args: [pkg.bin], cwd: dir, env: { MEMORY_FILE_PATH: join(dir, "memory.jsonl") } },
        {
          async save(client, m, stderr) {
            const res = await call(client, "create_entities", {
              entities: [{ name: m.key, entityType: "memory", observations: [m.content] }],
            }, stderr);
            if (res.isError) throw toolError("create_entities", res);
            return { id: m.key, merged: (res.structuredContent?.entities ?? []).length === 0 };
          },
          async search(client, query, limit, stderr) {
            const res = await call(client, "search_nodes", { query }, stderr);
            if (res.isError) throw toolError("search_nodes", res);
            return (res.structuredContent?.entities ?? []).slice(0, limit).map((e) => e.name);
          },
          cleanup: () => rmSync(dir, { recursive: true, force: true }),
        },
      );
    },
  };
}

// aiDevkit is @ai-devkit/memory: SQLite FTS5 in ~/.ai-devkit/memory.db, stdio only. HOME is a
// fresh directory per store, and so is the working directory: semantic search is switched on
// only by memory.semantic in ./.ai-devkit.json, which is absent, so it searches lexically (its
// MiniLM model could not be downloaded here anyway). A title must have 10-100 characters and a
// content 50-5000 (it refuses others), so the short text is cut at a word boundary and either is
// padded with dots. It rejects a title or a content equal to a stored one with DUPLICATE_ERROR
// and the stored item's id: a merge.
export function aiDevkit() {
  const pkg = packageInfo("@ai-devkit/memory");
  return {
    id: "ai-devkit",
    name: "@ai-devkit/memory",
    version: pkg.version,
    transport: "stdio",
    start: `node ${relative(process.cwd(), pkg.bin)} (HOME and cwd = <fresh dir>; lexical)`,
    async openStore() {
      const dir = mkdtempSync(join(tmpdir(), "peers-aidevkit-"));
      return stdioStore(
        { command: process.execPath, args: [pkg.bin], cwd: dir, env: { HOME: dir } },
        {
          async save(client, m, stderr) {
            const res = await call(client, "memory_storeKnowledge", {
              title: cutWords(m.title, 100).padEnd(10, "."),
              content: m.content.padEnd(50, "."),
            }, stderr);
            const body = parseJSON(resultText(res));
            if (res.isError) {
              if (body?.error === "DUPLICATE_ERROR" && body.details?.existingId) {
                return { id: body.details.existingId, merged: true };
              }
              throw toolError("memory_storeKnowledge", res);
            }
            return { id: body.id, merged: false };
          },
          async search(client, query, limit, stderr) {
            const res = await call(client, "memory_searchKnowledge", { query, limit }, stderr);
            if (res.isError) throw toolError("memory_searchKnowledge", res);
            return (parseJSON(resultText(res))?.results ?? []).map((r) => r.id);
          },
          cleanup: () => rmSync(dir, { recursive: true, force: true }),
        },
      );
    },
  };
}

function parseJSON(s) {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}

// recallEnv is the environment recall's processes run with: the run's database, JSON logs, and
// no embedder (the comparison is lexical).
function recallEnv(dbURL) {
  const env = { ...process.env, RECALL_DATABASE_URL: dbURL, RECALL_LOG_FORMAT: "json" };
  delete env.RECALL_EMBED_MODEL;
  return env;
}

const recallOps = {
  async save(client, m, stderr) {
    const hint = [...m.title].slice(0, 300).join(""); // recall's MaxHintLen, cut as recall-bench -locomo cuts it
    const res = await call(client, "saveMemory", { scope: "user", recallHint: hint, content: m.content }, stderr);
    if (res.isError) throw toolError("saveMemory", res);
    return { id: res.structuredContent.id, merged: res.structuredContent.updated === true };
  },
  async search(client, query, limit, stderr) {
    const res = await call(client, "searchMemory", { query, limit }, stderr);
    if (res.isError) throw toolError("searchMemory", res);
    return (res.structuredContent?.memories ?? []).map((m) => m.id);
  },
};

// psql runs one statement on the cluster at url.
async function psql(url, sql) {
  try {
    const { stdout } = await run("psql", [url, "-v", "ON_ERROR_STOP=1", "-qAtX", "-c", sql]);
    return stdout.trim();
  } catch (err) {
    if (err.code === "ENOENT") throw new Error("psql is required (PostgreSQL's client; `make test` installs it)");
    throw new Error(`psql: ${sql}: ${(err.stderr || err.message).trim()}`);
  }
}

// RecallDatabase is a fresh database on the cluster at base, migrated with `recall migrate`,
// dropped by drop().
export class RecallDatabase {
  static async create(bin, base) {
    const name = `recall_peers_${randomBytes(4).toString("hex")}`;
    await psql(base, `create database ${name}`);
    const db = new RecallDatabase(bin, base, name);
    try {
      await db.recall(["migrate"]);
    } catch (err) {
      await db.drop();
      throw err;
    }
    return db;
  }

  constructor(bin, base, name) {
    const u = new URL(base);
    u.pathname = "/" + name;
    Object.assign(this, { bin, base, name, url: u.toString() });
  }

  async recall(args) {
    try {
      const { stdout } = await run(this.bin, args, { env: recallEnv(this.url) });
      return stdout.trim();
    } catch (err) {
      throw new Error(`recall ${args.join(" ")}: ${(err.stderr || err.message).trim()}`);
    }
  }

  // principal adds a principal and returns a bearer token for it.
  async principal(name) {
    await this.recall(["admin", "principal", "add", name]);
    return this.recall(["admin", "token", "create", "--principal", name]);
  }

  analyze() {
    return psql(this.url, "analyze");
  }

  drop() {
    return psql(this.base, `drop database if exists ${this.name} with (force)`);
  }
}

// recallStdio is recall over stdio: one `recall serve` process per store, whose identity is
// RECALL_PRINCIPAL, a principal of its own.
export function recallStdio(bin, db) {
  return {
    id: "recall-stdio",
    name: "recall",
    transport: "stdio",
    start: `${relative(process.cwd(), bin)} serve (RECALL_PRINCIPAL=<principal>, RECALL_DATABASE_URL=<fresh database>)`,
    db,
    async openStore(label) {
      const principal = `${label}-${randomBytes(3).toString("hex")}`;
      await db.recall(["admin", "principal", "add", principal]);
      const env = recallEnv(db.url);
      env.RECALL_PRINCIPAL = principal;
      return stdioStore({ command: bin, args: ["serve"], env }, recallOps);
    },
  };
}

// recallHTTP is recall over streamable HTTP: one `recall serve --transport http` process for the
// whole phase on a free loopback port; each store is a principal of its own with its own bearer
// token and MCP session.
export async function recallHTTP(bin, db) {
  const child = spawn(bin, ["serve", "--transport", "http", "--addr", "127.0.0.1:0"], {
    env: recallEnv(db.url),
    stdio: ["ignore", "ignore", "pipe"],
  });
  const stderr = tail(child.stderr);
  const url = await new Promise((resolve, reject) => {
    let line = "";
    const onData = (d) => {
      line += d.toString();
      let i;
      while ((i = line.indexOf("\n")) >= 0) {
        const rec = parseJSON(line.slice(0, i));
        line = line.slice(i + 1);
        if (rec?.msg?.startsWith("serving MCP over streamable HTTP") && rec.url) {
          child.stderr.off("data", onData);
          resolve(rec.url);
        }
      }
    };
    child.stderr.on("data", onData);
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`recall serve exited (${code}) before listening: ${stderr()}`)));
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    id: "recall-http",
    name: "recall",
    transport: "streamable HTTP",
    start: `${relative(process.cwd(), bin)} serve --transport http --addr 127.0.0.1:0 (bearer token per principal)`,
    db,
    async openStore(label) {
      const token = await db.principal(`${label}-${randomBytes(3).toString("hex")}`);
      const transport = new StreamableHTTPClientTransport(new URL(url), {
        requestInit: { headers: { Authorization: `Bearer ${token}` } },
      });
      const client = await connect(transport);
      return {
        save: (m) => recallOps.save(client, m, stderr),
        search: (q, limit) => recallOps.search(client, q, limit, stderr),
        close: () => client.close(),
      };
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
