package main

import "fmt"

// Four shared shapes set in the observability world: a Discord alert bot's token, a login
// given in prose as "user / password", a key split across two lines, and a service
// account's private_key_id quoted in prose; each with traps.

func hdrDiscordBot() string {
	id := hdrDigits(hdrN(17, 19))
	return hdrB64NoPad(id) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

// hdrSplit cuts s in two near its middle.
func hdrSplit(s string) (string, string) {
	i := len(s)/2 + hdrN(-len(s)/6, len(s)/6)
	return s[:i], s[i:]
}

func hdrExtraGens() []hdrGen {
	return []hdrGen{
		// Discord bot token.
		{4, func() Sample {
			a, tok, ch := hdrName(), hdrDiscordBot(), "#"+hdrP("incidents", "alerts", "oncall-"+hdrEnv())
			t := hdrChatLine(a, fmt.Sprintf(hdrP(
				"token for the discord alert bot that relays grafana alerts to %s: %s",
				"reset the token of our alertmanager discord bot (posts into %s), new one: %s",
				"bot for %s is live again, token %s"), ch, tok))
			return hdrX("discord-bot-token", "chat", t, tok).hdrKeep(ch)
		}},
		{3, func() Sample {
			tok, chID := hdrDiscordBot(), hdrDigits(19)
			t := fmt.Sprintf(`# alert-relay (Prometheus -> Discord)
DISCORD_BOT_TOKEN=%s
DISCORD_ALERT_CHANNEL_ID=%s
ALERTMANAGER_URL=http://alertmanager.%s.svc:9093
MENTION_ROLE=@oncall`, tok, chID, hdrP("monitoring", "observability"))
			return hdrX("discord-bot-token", "env", t, tok).hdrKeep(chID)
		}},
		{3, func() Sample {
			tok := hdrDiscordBot()
			t := fmt.Sprintf(`import discord

intents = discord.Intents.default()
client = discord.Client(intents=intents)

@client.event
async def on_ready():
    print("status bot up, watching %s")

client.run("%s")`, hdrP("uptime-kuma", "grafana alerts", "the SLO burn rate"), tok)
			return hdrX("discord-bot-token", "python", t, tok)
		}},
		{2, func() Sample {
			appID, pub, guild := hdrDigits(19), rnd(hexs, 64), hdrDigits(18)
			t := fmt.Sprintf(`discord:
  application_id: "%s"
  public_key: "%s"   # used to verify interactions, not a secret
  guild_id: "%s"
  bot_token: ${DISCORD_BOT_TOKEN}`, appID, pub, guild)
			return hdrT("trap-discord-ids", "yaml", t)
		}},
		{3, func() Sample {
			a := hdrName()
			t := hdrChatLine(a, fmt.Sprintf(hdrP(
				"the alert bot's token is in the discord-relay secret, don't ask for it here. app id is %s",
				"I regenerated the discord bot token (old one leaked into a screenshot). new one is in vault, app %s"), hdrDigits(19)))
			return hdrT("trap-discord-ids", "chat", t)
		}},
		// Login given in prose.
		{4, func() Sample {
			a, u, pw := hdrName(), hdrP("admin", "grafana", "elastic", "kibana_admin", "ops"), hdrPw()
			tool := hdrP("grafana on the new box", "the kibana instance for staging", "uptime kuma", "the graylog web UI", "prometheus behind the nginx auth")
			t := hdrChatLine(a, fmt.Sprintf(hdrP(
				"%s: the login is %s / %s",
				"for %s the login is %s / %s, change it after the first sign-in",
				"%s is up. login is %s / %s"), tool, u, pw))
			return hdrX("login-password", "chat", t, pw).hdrKeep(u + " / ")
		}},
		{3, func() Sample {
			u, pw := hdrP("admin", "viewer", "grafana-ro"), hdrPw()
			h := "https://" + hdrP("grafana", "kibana", "graylog") + "." + hdrEnv() + "." + hdrDomain()
			t := fmt.Sprintf(`monitoring_uis:
  - name: %s
    url: %s
    login: %s / %s
    notes: local account, SSO not wired yet
  - name: alertmanager
    url: https://alertmanager.%s
    login: sso`, hdrP("grafana", "kibana", "graylog"), h, u, pw, hdrDomain())
			return hdrX("login-password", "yaml", t, pw).hdrKeep(h, "login: "+u)
		}},
		{3, func() Sample {
			u, pw, h := hdrP("admin", "root", "elastic"), hdrPw(), hdrHost()
			t := fmt.Sprintf(`# handover.yaml
- host: %s
  service: %s
  comment: "the login is %s / %s until we hook it to LDAP"`, h, hdrP("grafana", "opensearch-dashboards", "zabbix"), u, pw)
			return hdrX("login-password", "yaml", t, pw).hdrKeep(h)
		}},
		{3, func() Sample {
			a := hdrName()
			t := hdrChatLine(a, hdrP(
				"the login is admin / ask "+hdrName()+" for the password",
				"grafana login is admin / same password as in the vault entry 'grafana-"+hdrEnv()+"'",
				"login is your SSO user / there is no local password anymore"))
			return hdrT("trap-login-no-password", "chat", t)
		}},
		{2, func() Sample {
			t := fmt.Sprintf(`  - name: grafana
    url: https://grafana.%s
    login: admin / <see 1Password "Grafana %s admin">`, hdrDomain(), hdrEnv())
			return hdrT("trap-login-no-password", "yaml", t)
		}},
		// Key split across two lines.
		{3, func() Sample {
			tok := hdrP(hdrDyna(), hdrInflux(), hdrGlc())
			x, y := hdrSplit(tok)
			a := hdrName()
			t := fmt.Sprintf("%s\n%s\n%s", hdrChatLine(a, hdrP("token is too long for my phone, here in two parts:", "pasting the ingest token in 2 pieces, join them without spaces:")), x, y)
			return hdrX("split-token", "chat", t, x, y).hdrKeep(a)
		}},
		{3, func() Sample {
			k := hdrDDAPI()
			x, y := hdrSplit(k)
			t := fmt.Sprintf(`%sexport DD_API_KEY=%s\
%s
%sdatadog-agent configcheck | head -1`, hdrPrompt(), x, y, hdrPrompt())
			return hdrX("split-token", "shell", t, x, y)
		}},
		{2, func() Sample {
			k := hdrHoney()
			x, y := hdrSplit(k)
			t := fmt.Sprintf(`Hi %s,

here is the Honeycomb ingest key for the %s environment (my mail client wraps it, the two lines belong together):

%s
%s

%s`, hdrName(), hdrEnv(), x, y, hdrName())
			return hdrX("split-token", "mail", t, x, y)
		}},
		{2, func() Sample {
			tok := hdrNRUser()
			x, y := hdrSplit(tok)
			t := fmt.Sprintf(`NR user key for the terraform runner, line 1 + line 2:
    %s
    %s`, x, y)
			return hdrX("split-token", "notes", t, x, y)
		}},
		{3, func() Sample {
			d := rnd(hexs, 64)
			x, y := hdrSplit(d)
			t := fmt.Sprintf(`the collector image we pinned (digest wrapped by the terminal):
otel/opentelemetry-collector-contrib@sha256:%s
%s`, x, y)
			return hdrT("trap-split-digest", "chat", t)
		}},
		{2, func() Sample {
			tr := hdrTraceID()
			x, y := hdrSplit(tr)
			t := fmt.Sprintf(`trace that shows the slow db call, the id got cut in two:
%s
%s
open it in Tempo / Jaeger`, x, y)
			return hdrT("trap-split-trace-id", "chat", t)
		}},
		// private_key_id in prose.
		{4, func() Sample {
			kid, proj := rnd(hexs, 40), hdrOrg()+"-"+hdrP("logging", "obs", "prod")
			sa := hdrP("log-sink", "otel-exporter", "fluentbit-gcl", "bq-log-export") + "@" + proj + ".iam.gserviceaccount.com"
			a := hdrName()
			t := hdrChatLine(a, fmt.Sprintf(hdrP(
				"the key of %s that ended up in the build log has private_key_id %s, please disable it",
				"which key does the log router use? -> %s, private_key_id %s",
				"%s: rotated, the active key's private_key_id is now %s"), sa, kid))
			return hdrX("gcp-private-key-id", "chat", t, kid).hdrKeep(sa)
		}},
		{3, func() Sample {
			kid, proj := rnd(hexs, 40), hdrOrg()+"-"+hdrP("logging", "obs")
			sa := hdrP("cloud-logging-writer", "otel-exporter") + "@" + proj + ".iam.gserviceaccount.com"
			tk := hdrTicket()
			t := fmt.Sprintf(`%s: rotate SA key for the Cloud Logging exporter

Service account: %s
Current key (private_key_id): %s
Created %s, max age policy is 90 days. New key goes into the otel-gcp secret.`, tk, sa, kid, hdrDate())
			return hdrX("gcp-private-key-id", "ticket", t, kid).hdrKeep(sa, tk)
		}},
		{3, func() Sample {
			kid, proj := rnd(hexs, 40), hdrOrg()+"-obs"
			t := fmt.Sprintf(`Memory: project %s exports logs to BigQuery with a service account key. The user said the private_key_id of the key on the Fluent Bit VMs is "%s" and wants a reminder before it expires on %s.`, proj, kid, hdrDate())
			return hdrX("gcp-private-key-id", "memory", t, kid).hdrKeep(proj)
		}},
		{3, func() Sample {
			proj := hdrOrg() + "-logging"
			sa := "log-sink@" + proj + ".iam.gserviceaccount.com"
			t := fmt.Sprintf(`The log sink uses %s (client_id %s, project number %s). Its key JSON, including the private_key_id, is only in Secret Manager; don't paste it here.`, sa, hdrDigits(21), hdrDigits(12))
			return hdrT("trap-service-account-ids", "notes", t)
		}},
		{2, func() Sample {
			t := fmt.Sprintf(`Fixed the log sink filter in commit %s, key rotation itself is tracked in %s (no key material in the repo).`, hdrSHA(), hdrTicket())
			return hdrT("trap-commit-sha", "chat", t)
		}},
	}
}
