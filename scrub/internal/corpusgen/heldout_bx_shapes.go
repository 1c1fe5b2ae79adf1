package main

import (
	"fmt"
	"strings"
)

// Four extra shapes in a data-team setting, with their traps: Discord bot tokens, "login is
// user / pw" prose, tokens split over two lines and private_key_id values quoted in prose.

func hbxShapeGens() []hbxGen {
	return []hbxGen{
		{3, hbxDiscordChat}, {3, hbxDiscordEnv}, {2, hbxDiscordPy}, {2, hbxDiscordYaml},
		{2, hbxDiscordTrapEnv}, {2, hbxDiscordTrapChat}, {1, hbxDiscordTrapLog},
		{4, hbxLoginChat}, {3, hbxLoginYaml}, {3, hbxLoginHandover},
		{2, hbxLoginTrapChat}, {2, hbxLoginTrapYaml}, {1, hbxLoginTrapSSO},
		{3, hbxSplitChat}, {3, hbxSplitPython}, {2, hbxSplitShell}, {2, hbxSplitMail},
		{2, hbxSplitTrapDigest}, {2, hbxSplitTrapLog}, {1, hbxSplitTrapPng},
		{3, hbxKidChat}, {3, hbxKidTicket}, {2, hbxKidMail}, {2, hbxKidOther},
		{2, hbxKidTrapClientID}, {2, hbxKidTrapCommit}, {1, hbxKidTrapRef},
	}
}

func hbxDiscordChat() Sample {
	tok, _ := hbxDiscord()
	t := pick([]string{
		"{n}: made a discord bot so the community server gets the weekly dataset release notes. token {tok} — can you add it to the airflow variables?",
		"the #data-releases bot in discord stopped posting, I regenerated its token:\n{tok}\nplease update the DAG conn",
		"{n} pls dont laugh, I put the discord bot token in the notebook: `{tok}` (will rotate)",
	})
	return hbxS("discord-bot-token", "chat", hbxFill(t, "n", hbxName(), "tok", tok), []string{tok})
}

func hbxDiscordEnv() Sample {
	tok, id := hbxDiscord()
	ch := "1" + hbxDigits(18)
	t := hbxFill(`# alerts-bot/.env
DISCORD_BOT_TOKEN={tok}
DISCORD_APPLICATION_ID={id}
DISCORD_ALERT_CHANNEL_ID={ch}
WAREHOUSE=snowflake
FRESHNESS_THRESHOLD_HOURS={h}
`, "tok", tok, "id", id, "ch", ch, "h", fmt.Sprint(2+rng.IntN(22)))
	return hbxS("discord-bot-token", "env", t, []string{tok}, "DISCORD_APPLICATION_ID="+id)
}

func hbxDiscordPy() Sample {
	tok, _ := hbxDiscord()
	t := hbxFill(`import discord

intents = discord.Intents.default()
client = discord.Client(intents=intents)

@client.event
async def on_ready():
    ch = client.get_channel({ch})
    await ch.send(f"dbt nightly finished: {status}")

client.run("{tok}")
`, "ch", "1"+hbxDigits(18), "tok", tok)
	return hbxS("discord-bot-token", "python", t, []string{tok})
}

func hbxDiscordYaml() Sample {
	tok, _ := hbxDiscord()
	t := hbxFill(`notifications:
  slack:
    channel: "#data-alerts"
  discord:
    enabled: true
    bot_token: "{tok}"
    channel_id: "{ch}"
    mention_role: "@data-oncall"
`, "tok", tok, "ch", "1"+hbxDigits(18))
	return hbxS("discord-bot-token", "yaml", t, []string{tok})
}

func hbxDiscordTrapEnv() Sample {
	_, id := hbxDiscord()
	t := hbxFill(`# alerts-bot/.env.example – copy to .env, the real token is in Vault (kv/data-platform/discord)
DISCORD_BOT_TOKEN=<paste-bot-token-here>
DISCORD_APPLICATION_ID={id}
DISCORD_ALERT_CHANNEL_ID={ch}
`, "id", id, "ch", "1"+hbxDigits(18))
	return hbxT("trap-discord-placeholder", "env", t)
}

func hbxDiscordTrapChat() Sample {
	_, id := hbxDiscord()
	t := pick([]string{
		"the discord bot's application id is {id}, invite it with the OAuth2 URL generator (bot + Send Messages). token is in 1Password, ask {n}",
		"{n}: discord bot is live in the community server (app id {id}). reminder that tokens go in the secrets manager, not in the repo",
	})
	return hbxT("trap-discord-id", "chat", hbxFill(t, "id", id, "n", hbxName()))
}

func hbxDiscordTrapLog() Sample {
	_, id := hbxDiscord()
	t := hbxFill(`{ts} INFO  discord.client logging in using static token
{ts} INFO  discord.gateway Shard ID None has connected to Gateway (Session ID: {sid}).
{ts} INFO  alerts_bot Logged in as data-alerts#{disc} (id={id})
{ts} INFO  alerts_bot posted freshness report for {n} sources
`, "ts", hbxDate()+" "+hbxClock()+":"+hbxDigits(2), "sid", hbxHex(32), "disc", hbxDigits(4), "id", id, "n", fmt.Sprint(5+rng.IntN(40)))
	return hbxT("trap-discord-log", "log", t)
}

func hbxLoginChat() Sample {
	user := pick([]string{"admin", "analytics", "demo", hbxName(), "ops", "data_team"})
	pw := hbxPwPlain()
	tool := pick([]string{"metabase", "superset", "airbyte UI", "redash", "the staging grafana", "lightdash"})
	t := pick([]string{
		"the login for {tool} is {user} / {pw}",
		"{n}: {tool} login is {user} / {pw} until we hook it up to okta",
		"for the demo tomorrow: {tool}, login {user} / {pw}, don't change the dashboards pls",
		"pssst {n}, the {tool} login is `{user}` / `{pw}`",
	})
	return hbxS("login-password", "chat", hbxFill(t, "tool", tool, "user", user, "pw", pw, "n", hbxName()), []string{pw}, user)
}

func hbxLoginYaml() Sample {
	user := pick([]string{"admin", "etl", "reporting", "svc_bi"})
	pw := hbxPwPlain()
	t := pick([]string{
		"environments:\n  staging:\n    superset_url: https://superset-stg.{co}.internal\n    login: {user} / {pw}\n    notes: reset weekly by the cron\n",
		"- name: airbyte-ui\n  url: http://airbyte.{co}.internal:8000\n  login: \"{user} / {pw}\"\n  owner: data-platform\n",
		"metabase_demo:\n  host: demo-bi.{co}.com\n  notes: \"login is {user} / {pw}, read-only sample db\"\n",
	})
	return hbxS("login-password", "yaml", hbxFill(t, "co", hbxCo(), "user", user, "pw", pw), []string{pw}, user)
}

func hbxLoginHandover() Sample {
	user := pick([]string{"admin", "dagster", "airflow", "ops"})
	pw := hbxPwPlain()
	t := hbxFill(`Handover notes ({d})
- Airflow UI (legacy cluster): login is {user} / {pw}
- the {tbl} DAG is paused on purpose, do NOT unpause before finance signs off
- on-call rota in PagerDuty
`, "d", hbxDate(), "user", user, "pw", pw, "tbl", hbxTable())
	return hbxS("login-password", "handover", t, []string{pw}, user)
}

func hbxLoginTrapChat() Sample {
	t := pick([]string{
		"the login is admin / whatever you set when you ran `superset fab create-admin`, it's not shared",
		"{n}: metabase login is your google account now, no more admin / password combo",
		"login is {n} / the password from the invite mail — I don't have it, click 'forgot password'",
	})
	return hbxT("trap-login-no-password", "chat", hbxFill(t, "n", hbxName()))
}

func hbxLoginTrapYaml() Sample {
	t := pick([]string{
		"environments:\n  staging:\n    superset_url: https://superset-stg.{co}.internal\n    login: admin / <see 1Password: Superset staging>\n",
		"- name: airbyte-ui\n  url: http://airbyte.{co}.internal:8000\n  login: \"admin / ${AIRBYTE_UI_PASSWORD}\"\n",
	})
	return hbxT("trap-login-reference", "yaml", hbxFill(t, "co", hbxCo()))
}

func hbxLoginTrapSSO() Sample {
	t := pick([]string{
		"Q: what's the login for tableau?\nA: login is your email / SSO via Okta. If it loops, clear cookies.",
		"the lightdash login is admin / SSO only since {d}, local passwords are disabled",
	})
	return hbxT("trap-login-sso", "chat", hbxFill(t, "d", hbxDate()))
}

// hbxHalves splits a token near its middle.
func hbxHalves(tok string) (string, string) {
	m := len(tok)/2 + rng.IntN(7) - 3
	return tok[:m], tok[m:]
}

func hbxSplitChat() Sample {
	tok := pick([]string{hbxDapi(), hbxDbtc(), hbxGHP(), hbxOpenAI()})
	a, b := hbxHalves(tok)
	t := pick([]string{
		"{n} my phone keeps mangling it so here it is in two bits, just glue them:\n{a}\n{b}",
		"new token for the CI (split because slack previews it):\n{a}\n{b}\nno space between",
		"part 1: {a}\npart 2: {b}\n(concatenate, for the dbt docs job)",
	})
	return hbxS("split-token", "chat", hbxFill(t, "n", hbxName(), "a", a, "b", b), []string{a, b})
}

func hbxSplitPython() Sample {
	key := pick([]string{hbxAzureKey(), hbxConfluentSecret(), hbxOpenAI(), hbxSendgrid()})
	a, b := hbxHalves(key)
	t := hbxFill(`# TODO move to key vault
API_SECRET = (
    "{a}"
    "{b}"
)
client = Client(account="{co}", secret=API_SECRET)
`, "a", a, "b", b, "co", hbxCo())
	return hbxS("split-token", "python", t, []string{a, b})
}

func hbxSplitShell() Sample {
	tok := pick([]string{hbxDapi() + hbxHex(8), hbxDbtc(), hbxMetabaseKey()})
	a, b := hbxHalves(tok)
	t := hbxFill(`$ export API_TOKEN="{a}\
{b}"
$ python refresh_extracts.py --all
refreshing {n} extracts...
`, "a", a, "b", b, "n", fmt.Sprint(3+rng.IntN(20)))
	return hbxS("split-token", "shell", t, []string{a, b})
}

func hbxSplitMail() Sample {
	key := hbxAzureKey()
	a, b := hbxHalves(key)
	acct := hbxCo() + "exports" + hbxDigits(2)
	t := hbxFill(`Hi {n},

for the partner export, the storage account is {acct} and the access key is
{a}
{b}

(my mail client wrapped it, the two lines are one key.)

Best,
{me}
`, "n", hbxCap(hbxName()), "acct", acct, "a", a, "b", b, "me", hbxCap(hbxName()))
	return hbxS("split-token", "mail", t, []string{a, b}, acct)
}

func hbxSplitTrapDigest() Sample {
	d := hbxHex(64)
	a, b := hbxHalves(d)
	t := hbxFill("the airflow image we pinned is\n{reg}/airflow@sha256:{a}\n{b}\n(wrapped, it's one digest)", "reg", "ghcr.io/"+hbxCo(), "a", a, "b", b)
	return hbxT("trap-split-digest", "chat", t)
}

func hbxSplitTrapLog() Sample {
	tr := hbxHex(32) + hbxHex(16)
	a, b := hbxHalves(tr)
	t := hbxFill(`{ts} WARN fivetran.sync connector={c} sync slow, trace_id={a}
    {b} (continued)
{ts} INFO fivetran.sync rows_written={rows}
`, "ts", hbxTime(), "c", rnd(lower, 7)+"_"+rnd(lower, 6), "a", a, "b", b, "rows", hbxDigits(6))
	return hbxT("trap-split-trace-id", "log", t)
}

func hbxSplitTrapPng() Sample {
	img := "iVBORw0KGgoAAAANSUhEUgAA" + rnd(alnum+"+/", 80)
	a, b := hbxHalves(img)
	t := hbxFill(`Out[{n}]: {'image/png': '{a}
{b}...', 'text/plain': '<Figure size 640x480 with 1 Axes>'}`, "n", fmt.Sprint(2+rng.IntN(30)), "a", a, "b", b)
	return hbxT("trap-split-image-b64", "notebook", t)
}

func hbxSA() string {
	return pick([]string{"bq-loader", "dbt-prod", "looker-bq", "airflow-worker", "fivetran-gcs"}) + "@" + hbxCo() + "-data-" + hbxDigits(3) + ".iam.gserviceaccount.com"
}

func hbxKidChat() Sample {
	kid, sa := hbxHex(40), hbxSA()
	t := pick([]string{
		"{n}: gitguardian flagged a key in the analytics repo, it's private_key_id {kid} for {sa}. disabling it now",
		"which key is the notebook using? I see \"private_key_id\": \"{kid}\" in the json, SA is {sa}",
		"can someone delete key {kid} on {sa}? it was in the tableau extract folder",
	})
	return hbxS("gcp-private-key-id", "chat", hbxFill(t, "n", hbxName(), "kid", kid, "sa", sa), []string{kid}, sa)
}

func hbxKidTicket() Sample {
	kid, sa := hbxHex(40), hbxSA()
	id := fmt.Sprintf("SEC-%d", 100+rng.IntN(900))
	t := hbxFill(`{id} – Exposed GCP service account key
Service account: {sa}
private_key_id: "{kid}"
Found in: {where}
Action: delete key, create a new one via Workload Identity, check audit logs for use since {d}.
`, "id", id, "sa", sa, "kid", kid, "where", pick([]string{"a public Kaggle notebook", "the #analytics channel", "a dbt repo fork"}), "d", hbxDate())
	return hbxS("gcp-private-key-id", "ticket", t, []string{kid}, sa, id)
}

func hbxKidMail() Sample {
	kid, kid2, sa := hbxHex(40), hbxHex(40), hbxSA()
	t := hbxFill(`Hi team,

we rotated the key of {sa} today. The old private_key_id was {kid}
and the new one is {kid2}. Please re-download the JSON from Secret Manager
before the nightly BigQuery loads run.

Thanks,
{me}
`, "sa", sa, "kid", kid, "kid2", kid2, "me", hbxFull())
	return hbxS("gcp-private-key-id", "mail", t, []string{kid, kid2}, sa)
}

func hbxKidOther() Sample {
	kid, sa := hbxHex(40), hbxSA()
	t := pick([]string{
		"Hola {n}, la clave del service account {sa} (private_key_id {kid}) quedó en el notebook compartido, ¿la revocas?",
		"Kurz zur Info: der Key mit private_key_id \"{kid}\" vom Service-Account {sa} war im Git-Verlauf. Bitte löschen.",
	})
	return hbxS("gcp-private-key-id", "chat", hbxFill(t, "n", hbxCap(hbxName()), "kid", kid, "sa", sa), []string{kid}, sa)
}

func hbxKidTrapClientID() Sample {
	sa := hbxSA()
	t := pick([]string{
		"the domain-wide delegation needs the client_id of {sa}, which is {cid} (numeric, not the email)",
		"{sa} → unique id {cid}. add that to the admin console for the Sheets export",
	})
	return hbxT("trap-gcp-client-id", "chat", hbxFill(t, "sa", sa, "cid", "1"+hbxDigits(20)))
}

func hbxKidTrapCommit() Sample {
	sha := hbxHex(40)
	t := pick([]string{
		"the bq loader fix (retry on 503) is commit {sha}, please cherry-pick onto release/{v}",
		"reverted {sha} – it changed the private_key handling to read from ADC and broke the local runs",
		"sha1 of the export file is {sha}, compare after download",
	})
	return hbxT("trap-sha1", "chat", hbxFill(t, "sha", sha, "v", fmt.Sprintf("2025.%d", 1+rng.IntN(12))))
}

func hbxKidTrapRef() Sample {
	sa := hbxSA()
	t := pick([]string{
		"the private_key_id of {sa} is in the JSON in Secret Manager (projects/{p}/secrets/bq-loader-key), not pasting it here",
		"When you rotate the key for {sa}, write down which private_key_id is active in the runbook (without the key itself).",
	})
	return hbxT("trap-private-key-id-reference", "chat", hbxFill(t, "sa", sa, "p", strings.Split(strings.Split(sa, "@")[1], ".")[0]))
}
