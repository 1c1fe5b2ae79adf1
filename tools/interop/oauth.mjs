// oauth.mjs signs in to recall with the official TypeScript SDK's client OAuth support and prints
// one line per step, which oauth/e2e_test.go asserts on. The authorization URL is printed as
// "AUTHORIZE <url>"; the test completes it in a browser, which lands on this script's loopback
// callback.
//   node oauth.mjs MCP_URL dcr
//   node oauth.mjs MCP_URL cimd CLIENT_METADATA_URL
import http from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { UnauthorizedError, discoverAuthorizationServerMetadata } from "@modelcontextprotocol/sdk/client/auth.js";

const [mcpURL, mode, metadataURL] = process.argv.slice(2);

// The loopback redirect (RFC 8252): a one-shot server on any free port.
let gotCode;
const codeArrived = new Promise((resolve) => { gotCode = resolve; });
const cb = http.createServer((req, res) => {
  const u = new URL(req.url, "http://127.0.0.1");
  res.writeHead(200, { "content-type": "text/plain" });
  res.end(u.searchParams.get("code") ? "signed in; you can close this tab" : "sign-in failed");
  gotCode({ code: u.searchParams.get("code"), state: u.searchParams.get("state"), error: u.searchParams.get("error") });
});
await new Promise((r) => cb.listen(0, "127.0.0.1", r));
const redirectUrl = `http://127.0.0.1:${cb.address().port}/callback`;

const store = {};
const provider = {
  get redirectUrl() { return redirectUrl; },
  clientMetadataUrl: mode === "cimd" ? metadataURL : undefined,
  get clientMetadata() {
    return { client_name: `SDK ${mode} client`, redirect_uris: [redirectUrl], grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"], token_endpoint_auth_method: "none" };
  },
  state() { store.state = "s-" + Math.random().toString(36).slice(2); return store.state; },
  clientInformation() { return store.client; },
  saveClientInformation(c) { store.client = c; },
  tokens() { return store.tokens; },
  saveTokens(t) { store.tokens = t; },
  redirectToAuthorization(u) { console.log("AUTHORIZE " + u.toString()); },
  saveCodeVerifier(v) { store.verifier = v; },
  codeVerifier() { return store.verifier; },
};

const connect = async () => {
  const client = new Client({ name: "recall-oauth-interop", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(mcpURL), { authProvider: provider });
  try {
    await client.connect(transport);
    return client;
  } catch (e) {
    if (!(e instanceof UnauthorizedError)) throw e;
    const back = await codeArrived;
    console.log(`callback state-ok=${back.state === store.state} error=${back.error ?? ""}`);
    await transport.finishAuth(back.code);
    const again = new Client({ name: "recall-oauth-interop", version: "1.0.0" });
    await again.connect(new StreamableHTTPClientTransport(new URL(mcpURL), { authProvider: provider }));
    return again;
  }
};

let client = await connect();
const isURL = store.client.client_id.startsWith("https://");
console.log(`registered by=${isURL ? "metadata-document" : "dcr"} client=${isURL ? store.client.client_id === metadataURL : store.client.client_id.startsWith("rdc_")}`);
console.log(`tokens access=${store.tokens.access_token.slice(0, 4)} refresh=${store.tokens.refresh_token.slice(0, 4)}`);
const saved = await client.callTool({ name: "saveMemory", arguments: { scope: "user", recallHint: `oauth ${mode} note`, content: `signed in by ${mode}` } });
console.log(`save isError=${saved.isError ?? false}`);
const found = await client.callTool({ name: "searchMemory", arguments: { query: `oauth ${mode} note`, limit: 5 } });
console.log(`search found=${found.structuredContent.memories[0]?.id === saved.structuredContent.id}`);
await client.close();

// Refresh: the access token no longer works; the SDK refreshes on the 401 and carries on.
const oldRefresh = store.tokens.refresh_token;
store.tokens = { ...store.tokens, access_token: "rat_expired" };
client = await connect();
console.log(`refreshed rotated=${store.tokens.refresh_token !== oldRefresh}`);
const found2 = await client.callTool({ name: "searchMemory", arguments: { query: `oauth ${mode} note`, limit: 5 } });
console.log(`search-after-refresh found=${found2.structuredContent.memories.length > 0}`);
await client.close();

// Revocation (RFC 7009) of the refresh token ends the grant: the access token is refused.
const meta = await discoverAuthorizationServerMetadata(new URL("/", mcpURL));
const rv = await fetch(meta.revocation_endpoint, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({ token: store.tokens.refresh_token, client_id: store.client.client_id }) });
console.log(`revoke status=${rv.status}`);
const plain = new Client({ name: "recall-oauth-interop", version: "1.0.0" });
try {
  await plain.connect(new StreamableHTTPClientTransport(new URL(mcpURL), { requestInit: { headers: { Authorization: `Bearer ${store.tokens.access_token}` } } }));
  console.log("after-revoke refused=false");
} catch (e) {
  console.log(`after-revoke refused=${e.code === 401 && String(e).includes("revoked token")}`);
}
cb.close();
process.exit(0);
