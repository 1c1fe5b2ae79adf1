// nightly.mjs drives recall as a nightly job would, with the official TypeScript SDK's v2 client
// (@modelcontextprotocol/client), and prints one line per step for tools/sessionless_ts_test.go.
//   node nightly.mjs URL auto|pin|legacy HINT...   (TOKEN in the environment; RUN_META: a run id to
//                                               send in each call's _meta; LISTEN=1: open a
//                                               subscriptions/listen stream on the always-inject
//                                               resource first and report its update)
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";

const [url, mode, ...hints] = process.argv.slice(2);
const options = {
  auto: { versionNegotiation: { mode: "auto" } },
  pin: { versionNegotiation: { mode: { pin: "2026-07-28" } } },
  legacy: {},
}[mode];
const client = new Client({ name: "recall-nightly", version: "1.0.0" }, options);
const transport = new StreamableHTTPClientTransport(new URL(url), {
  requestInit: { headers: { Authorization: `Bearer ${process.env.TOKEN}` } },
});
await client.connect(transport);
console.log(`connected protocol=${client.getNegotiatedProtocolVersion()} era=${client.getProtocolEra()} session=${transport.sessionId ? "yes" : "no"}`);

let updated;
if (process.env.LISTEN) {
  updated = new Promise((resolve) => {
    client.setNotificationHandler("notifications/resources/updated", (n) => resolve(n.params.uri));
  });
  const sub = await client.listen({ resourceSubscriptions: ["memory://always-inject"] });
  console.log(`listening honored=${JSON.stringify(sub.honoredFilter.resourceSubscriptions ?? [])}`);
}

const meta = process.env.RUN_META ? { "io.github.recall-mcp/runId": process.env.RUN_META } : undefined;
for (const [i, hint] of hints.entries()) {
  const res = await client.callTool({
    name: "saveMemory",
    arguments: { scope: "user", recallHint: hint, content: "found tonight", alwaysInject: !!process.env.LISTEN },
    ...(meta && { _meta: meta }),
  });
  const what = res.isError ? res.content.map((c) => c.text).join("") : res.structuredContent.id;
  console.log(`save ${i} isError=${res.isError ?? false} ${what}`);
}
if (updated) {
  console.log(`updated ${await updated}`);
}
await client.close();
