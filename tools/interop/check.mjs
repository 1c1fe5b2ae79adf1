// check.mjs drives recall with the official TypeScript MCP client and prints one line per step,
// which tools/interop_test.go asserts on.
//   node check.mjs http URL [accept|decline]    (TOKEN in the environment)
//   node check.mjs stdio RECALL_BINARY [accept|decline]
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const [mode, target, answer] = process.argv.slice(2);
const client = new Client({ name: "recall-interop", version: "1.0.0" }, { capabilities: answer ? { elicitation: {} } : {} });
if (answer) {
  client.setRequestHandler(ElicitRequestSchema, async () =>
    answer === "accept" ? { action: "accept", content: { confirm: true } } : { action: answer });
}
const transport = mode === "stdio"
  ? new StdioClientTransport({ command: target, args: ["serve"], env: { ...process.env } })
  : new StreamableHTTPClientTransport(new URL(target), { requestInit: { headers: { Authorization: `Bearer ${process.env.TOKEN}` } } });
await client.connect(transport);

const tools = (await client.listTools()).tools;
console.log("tools " + tools.map((t) => `${t.name}:ro=${t.annotations?.readOnlyHint}:destructive=${t.annotations?.destructiveHint}`).sort().join(" "));
const saved = await client.callTool({ name: "saveMemory", arguments: { scope: "user", recallHint: `interop ${mode} note`, content: "typescript was here", alwaysInject: true } });
console.log(`save isError=${saved.isError ?? false} id=${saved.structuredContent.id} updated=${saved.structuredContent.updated}`);
const found = await client.callTool({ name: "searchMemory", arguments: { query: `interop ${mode} note`, limit: 5 } });
console.log(`search first=${found.structuredContent.memories[0]?.id}`);
const inject = await client.readResource({ uri: "memory://always-inject" });
console.log(`always-inject listed=${inject.contents[0].text.includes("typescript was here")}`);
await client.callTool({ name: "setMemoryAlwaysInject", arguments: { id: saved.structuredContent.id, alwaysInject: false } });
const after = await client.readResource({ uri: "memory://always-inject" });
console.log(`always-inject after-flip listed=${after.contents[0].text.includes("typescript was here")}`);
const del = await client.callTool({ name: "deleteMemory", arguments: { id: saved.structuredContent.id } });
console.log(`delete deleted=${del.structuredContent.deleted} pending=${del.structuredContent.pending}`);
await client.close();
