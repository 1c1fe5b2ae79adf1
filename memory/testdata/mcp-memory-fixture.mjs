// Regenerates mcp-memory.jsonl by driving the official MCP memory server over stdio, as an agent
// would, so the fixture is the server's own output format (not a hand-written imitation).
//
//   npm install --prefix /tmp/mcpmem @modelcontextprotocol/server-memory@2026.8.31
//   NODE_PATH=/tmp/mcpmem/node_modules node memory/testdata/mcp-memory-fixture.mjs /tmp/mcpmem memory/testdata/mcp-memory.jsonl
import { createRequire } from "module";
import path from "path";
import fs from "fs";

const [prefix, out] = process.argv.slice(2);
const require = createRequire(path.join(path.resolve(prefix), "node_modules", "x.js"));
const { Client } = await import(require.resolve("@modelcontextprotocol/sdk/client/index.js"));
const { StdioClientTransport } = await import(require.resolve("@modelcontextprotocol/sdk/client/stdio.js"));

const file = path.resolve(out);
fs.rmSync(file, { force: true });
const transport = new StdioClientTransport({
  command: "node",
  args: [path.join(path.resolve(prefix), "node_modules/@modelcontextprotocol/server-memory/dist/index.js")],
  env: { ...process.env, MEMORY_FILE_PATH: file },
});
const client = new Client({ name: "recall-fixture", version: "1" });
await client.connect(transport);
const call = (name, args) => client.callTool({ name, arguments: args });

await call("create_entities", { entities: [
  { name: "Alice Smith", entityType: "person", observations: ["Prefers tabs over spaces", "Works in the Berlin office"] },
  { name: "Acme Corp", entityType: "organization", observations: ["Ships the billing platform"] },
  { name: "billing-service", entityType: "system", observations: ["Deployed with the token ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5"] },
  { name: "Bob", entityType: "person", observations: [] },
  { name: "Old project", entityType: "project", observations: ["Cancelled in 2024"] },
]});
await call("create_relations", { relations: [
  { from: "Alice Smith", to: "Acme Corp", relationType: "works_at" },
  { from: "Alice Smith", to: "billing-service", relationType: "maintains" },
  { from: "Bob", to: "Alice Smith", relationType: "manages" },
  { from: "Old project", to: "Acme Corp", relationType: "belonged_to" },
]});
await call("add_observations", { observations: [
  { entityName: "Alice Smith", contents: ["Is on call the first week of each month"] },
  { entityName: "Bob", contents: ["Approves production deploys"] },
]});
await call("delete_entities", { entityNames: ["Old project"] });
const graph = await call("read_graph", {});
console.error(graph.content[0].text.slice(0, 200));
await client.close();
