package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Four shapes in a DBA setting: a Discord bot token, "the login is user / password",
// a key split over two lines, and a service account's private_key_id quoted in prose.

func hcvShapeGens() []hcvGen {
	return []hcvGen{
		{3, hcvDcEnv}, {3, hcvDcPython}, {2, hcvDcChat}, {2, hcvDcYAML},
		{2, hcvDcTrapEnv}, {2, hcvDcTrapChat}, {1, hcvDcTrapLog},
		{4, hcvLgChat}, {3, hcvLgYAML}, {2, hcvLgTicket}, {2, hcvLgLang},
		{2, hcvLgTrapChat}, {2, hcvLgTrapYAML}, {1, hcvLgTrapAD},
		{3, hcvSpChat}, {2, hcvSpYAML}, {2, hcvSpPython}, {2, hcvSpMail}, {1, hcvSpSQL},
		{2, hcvSpTrapSum}, {2, hcvSpTrapGTID}, {1, hcvSpTrapHandle},
		{3, hcvPkChat}, {3, hcvPkTicket}, {2, hcvPkMemory}, {2, hcvPkMail},
		{2, hcvPkTrapCommit}, {2, hcvPkTrapClient}, {1, hcvPkTrapSha},
	}
}

func hcvDiscordTok() string {
	id := hcvDigits(hcvN(17, 19))
	third := 27
	if rng.IntN(2) == 0 {
		third = 38
	}
	return base64.RawURLEncoding.EncodeToString([]byte(id)) + "." + rnd(b64url, 6) + "." + rnd(b64url, third)
}

func hcvDcEnv() Sample {
	tok, guild := hcvDiscordTok(), hcvDigits(18)
	t := fmt.Sprintf("# dba-alertbot: posts replication lag + failed backups to #db-alerts\nDISCORD_BOT_TOKEN=%s\nDISCORD_GUILD_ID=%s\nALERT_CHANNEL=db-alerts\nPG_LAG_THRESHOLD_SECONDS=%d\nPROM_URL=http://prometheus.monitoring:9090", tok, guild, hcvN(30, 600))
	return hcvS("discord-bot-token", "env", t, hcvL(tok), guild)
}

func hcvDcPython() Sample {
	tok := hcvDiscordTok()
	h := hcvHost("pg")
	t := fmt.Sprintf("@tasks.loop(minutes=5)\nasync def check_lag():\n    lag = await fetch_lag(\"%s\")\n    if lag > LAG_MAX:\n        await channel.send(f\"⚠️ replica lag {lag}s on %s\")\n\nbot.run(\"%s\")  # TODO env var before pushing", h, h, tok)
	return hcvS("discord-bot-token", "code", t, hcvL(tok), h)
}

func hcvDcChat() Sample {
	tok := hcvDiscordTok()
	t := fmt.Sprintf("%s: regenerated the token for the backup-notifier bot, old one got posted in the wrong channel 🙈\n%s: new token %s\n%s: updating the k8s secret now", hcvWho(), hcvWho(), tok, hcvWho())
	return hcvS("discord-bot-token", "chat", t, hcvL(tok))
}

func hcvDcYAML() Sample {
	tok, ch := hcvDiscordTok(), hcvDigits(19)
	t := fmt.Sprintf("notifiers:\n  discord:\n    enabled: true\n    bot_token: \"%s\"\n    channel_id: \"%s\"\n    events: [backup_failed, restore_done, disk_80pct]", tok, ch)
	return hcvS("discord-bot-token", "yaml", t, hcvL(tok), ch)
}

func hcvDcTrapEnv() Sample {
	t := fmt.Sprintf("# dba-alertbot\nDISCORD_APPLICATION_ID=%s\nDISCORD_PUBLIC_KEY=%s\nDISCORD_BOT_TOKEN=${DISCORD_BOT_TOKEN}\nDISCORD_GUILD_ID=%s\nALERT_CHANNEL=db-alerts", hcvDigits(18), hcvHex(64), hcvDigits(18))
	return hcvT("trap-discord-ids", "env", t)
}

func hcvDcTrapChat() Sample {
	t := fmt.Sprintf("%s: I reset the bot token in the Discord developer portal after the leak. New one is only in Vault (kv/dba/discord-alertbot, field token), please don't paste it here.\n%s: ok, restarting the pod so it picks it up", hcvWho(), hcvWho())
	return hcvT("trap-discord-reference", "chat", t)
}

func hcvDcTrapLog() Sample {
	t := fmt.Sprintf("%s INFO  discord.client logging in using static token [REDACTED]\n%s INFO  discord.gateway Shard ID None has connected to Gateway (Session ID: %s).\n%s INFO  alertbot joined guild %s as dba-alertbot#%04d", hcvTS(), hcvTS(), hcvHex(32), hcvTS(), hcvDigits(18), hcvN(1, 9999))
	return hcvT("trap-discord-ids", "log", t)
}

func hcvLgUser() string {
	return hcvP("admin", "dba", "sa", "postgres", "ora_ops", "pgadmin", "root", "opsmgr")
}

func hcvLgChat() Sample {
	u, pw := hcvLgUser(), hcvPw()
	tool := hcvP("pgAdmin", "OEM", "Ops Manager", "the Percona monitoring box", "the old phpMyAdmin", "RedisInsight")
	var t string
	switch rng.IntN(3) {
	case 0:
		t = fmt.Sprintf("%s: how do I get into %s?\n%s: the login is %s / %s", hcvWho(), tool, hcvWho(), u, pw)
	case 1:
		t = fmt.Sprintf("for %s the login is %s / %s until SSO is wired up", tool, u, pw)
	default:
		t = fmt.Sprintf("[%s] %s: %s is back up. login %s / %s", hcvClock(), hcvWho(), tool, u, pw)
	}
	return hcvS("login-password", "chat", t, hcvL(pw))
}

func hcvLgYAML() Sample {
	u, pw := hcvLgUser(), hcvPwURL()
	t := fmt.Sprintf("consoles:\n  %s:\n    url: https://%s:%d/\n    login: %s / %s\n    notes: local account, not LDAP", hcvP("oem", "pgadmin", "opsmanager", "pmm"), hcvHost(hcvP("ora", "pg", "mongo")), pick([]int{7803, 443, 8080}), u, pw)
	return hcvS("login-password", "yaml", t, hcvL(pw))
}

func hcvLgTicket() Sample {
	u, pw := hcvLgUser(), hcvPw()
	tk := hcvTicket()
	t := fmt.Sprintf("%s – access for the auditors\n\nCreated a read-only account in %s. The login is %s_audit / %s , expires end of quarter.", tk, hcvP("Grafana", "OEM", "Cloud Manager"), u, pw)
	return hcvS("login-password", "ticket", t, hcvL(pw), tk)
}

func hcvLgLang() Sample {
	u, pw := hcvLgUser(), hcvPw()
	t := fmt.Sprintf("Hallo %s, der Login für die Backup-Konsole ist %s / %s – bitte nach dem ersten Anmelden ändern.", hcvWho(), u, pw)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("%s, el login de la consola de réplica es %s / %s", hcvWho(), u, pw)
	}
	return hcvS("login-password", "chat", t, hcvL(pw))
}

func hcvLgTrapChat() Sample {
	t := fmt.Sprintf("%s: what's the login for pgAdmin?\n%s: the login is %s / the usual one from 1Password (\"pgadmin local\"), I won't paste it here", hcvWho(), hcvWho(), hcvLgUser())
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("%s: login is %s / <ask %s>, it rotates weekly", hcvWho(), hcvLgUser(), hcvWho())
	}
	return hcvT("trap-login-reference", "chat", t)
}

func hcvLgTrapYAML() Sample {
	t := fmt.Sprintf("consoles:\n  oem:\n    url: https://%s:7803/em\n    login: sysman / see vault kv/dba/oem\n  pgadmin:\n    url: https://pgadmin.internal\n    login: SSO (Entra ID)", hcvHost("ora"))
	return hcvT("trap-login-reference", "yaml", t)
}

func hcvLgTrapAD() Sample {
	t := "Q: which login do I use for the SQL Server boxes?\nA: the login is DOMAIN\\your-adm-account / your normal AD password. Local sa is disabled everywhere."
	return hcvT("trap-login-reference", "wiki", t)
}

// hcvSplit cuts a value in two halves at a random point.
func hcvSplit(v string) (string, string) {
	i := len(v)/2 + hcvN(-4, 4)
	return v[:i], v[i:]
}

func hcvSpChat() Sample {
	var v, what string
	switch rng.IntN(3) {
	case 0:
		v, what = hcvAzKey(), "storage key for the backup account"
	case 1:
		v, what = hcvVault(), "vault token for the rotation job"
	default:
		v, what = hcvAstra(), "Astra token"
	}
	a, b := hcvSplit(v)
	t := fmt.Sprintf("%s: the %s, pager cuts it so here in two bits, just glue them:\n%s\n%s", hcvWho(), what, a, b)
	return hcvS("split-token", "chat", t, hcvL(a, b))
}

func hcvSpYAML() Sample {
	pw := rnd(alnum, hcvN(48, 72))
	a, b := hcvSplit(pw)
	t := fmt.Sprintf("replication:\n  user: repl_cdc\n  password: \"%s\\\n    %s\"\n  slot: cdc_%s", a, b, hcvDB())
	return hcvS("split-password", "yaml", t, hcvL(a, b), "repl_cdc")
}

func hcvSpPython() Sample {
	k := hcvB64(64)
	a, b := hcvSplit(k)
	t := fmt.Sprintf("# column encryption key for the pii schema (dev)\nPII_KEY = (\n    \"%s\"\n    \"%s\"\n)", a, b)
	return hcvS("split-key", "code", t, hcvL(a, b))
}

func hcvSpMail() Sample {
	k := hcvAzKey()
	a, b := hcvSplit(k)
	acct := hcvP("sqlbackupsweu", "contosobak01", "globexdbdumps")
	t := fmt.Sprintf("Hi %s,\n\nhere's the access key for %s so the restore can pull the .bak files\n(my mail client wraps it, it's one line):\n\n%s\n%s\n\nPlease put it in the credential store and delete this mail.\n%s", hcvWho(), acct, a, b, hcvWho())
	return hcvS("split-key", "mail", t, hcvL(a, b), acct)
}

func hcvSpSQL() Sample {
	pw := rnd(alnum+"!#", hcvN(40, 56))
	pw = rnd(upper, 1) + pw[1:]
	a, b := hcvSplit(pw)
	t := fmt.Sprintf("DECLARE @pw nvarchar(128) = N'%s'\n                        + N'%s';\nEXEC('ALTER LOGIN [etl_loader] WITH PASSWORD = ''' + @pw + '''');", a, b)
	return hcvS("split-password", "sql", t, hcvL(a, b), "etl_loader")
}

func hcvSpTrapSum() Sample {
	sum := hcvHex(64)
	a, b := sum[:32], sum[32:]
	t := fmt.Sprintf("sha256 of %s_full_%s.dump.gz (split because the ticket field is narrow):\n%s\n%s", hcvDB(), strings.ReplaceAll(hcvDate(), "-", ""), a, b)
	return hcvT("trap-checksum", "ticket", t)
}

func hcvSpTrapGTID() Sample {
	t := fmt.Sprintf("Executed_Gtid_Set: %s:1-%d,\n%s:1-%d\n    Auto_Position: 1", hcvUUID(), hcvN(1000, 99999999), hcvUUID(), hcvN(10, 9999))
	return hcvT("trap-gtid", "shell", t)
}

func hcvSpTrapHandle() Sample {
	ph := "0x06000" + hcvHEX(41)
	a, b := hcvSplit(ph)
	t := fmt.Sprintf("plan_handle of the bad plan (copied from the XE output, wrapped):\n%s\n%s\nDBCC FREEPROCCACHE with that handle fixed the regression.", a, b)
	return hcvT("trap-plan-handle", "notes", t)
}

func hcvPkSA() string {
	return hcvP("cloudsql-proxy", "dump-exporter", "bq-loader", "dms-migrator") + "@" +
		hcvP("acme-data", "globex-analytics", "nordlicht-prod") + "-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
}

func hcvPkChat() Sample {
	id, sa := hcvHex(40), hcvPkSA()
	t := fmt.Sprintf("%s: the SA key that ended up in the migration repo is %s, private_key_id %s — disable it before someone finds it", hcvWho(), sa, id)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("%s: which key is the proxy using?\n%s: %s, key id %s (the private_key_id in the json)", hcvWho(), hcvWho(), sa, id)
	}
	return hcvS("gcp-private-key-id", "chat", t, hcvL(id), sa)
}

func hcvPkTicket() Sample {
	id, old, sa := hcvHex(40), hcvHex(40), hcvPkSA()
	tk := hcvTicket()
	t := fmt.Sprintf("%s – rotate Cloud SQL proxy credentials\n\nCreated a new key for %s (private_key_id %s) and deployed it to the proxy sidecars. Old key %s deleted in IAM.", tk, sa, id, old)
	return hcvS("gcp-private-key-id", "ticket", t, hcvL(id, old), sa, tk)
}

func hcvPkMemory() Sample {
	id, sa := hcvHex(40), hcvPkSA()
	t := fmt.Sprintf("The nightly BigQuery export authenticates as %s with the key whose private_key_id is %s; the JSON file lives at /etc/gcp/exporter.json on bkp01.", sa, id)
	return hcvS("gcp-private-key-id", "memory", t, hcvL(id), sa)
}

func hcvPkMail() Sample {
	id, sa := hcvHex(40), hcvPkSA()
	t := fmt.Sprintf("Hello %s,\n\nsecurity flagged the service account key with private_key_id \"%s\" (%s) as older than 90 days. Could you rotate it during the next maintenance window?\n\nThanks,\n%s", hcvWho(), id, sa, hcvWho())
	return hcvS("gcp-private-key-id", "mail", t, hcvL(id), sa)
}

func hcvPkTrapCommit() Sample {
	t := fmt.Sprintf("%s: the pg_dump wrapper fix is in commit %s, tagged v%d.%d.%d — can you redeploy the backup job?", hcvWho(), hcvHex(40), hcvN(1, 4), hcvN(0, 20), hcvN(0, 9))
	return hcvT("trap-commit-sha", "chat", t)
}

func hcvPkTrapClient() Sample {
	t := fmt.Sprintf("Service account %s has client_id %s and unique id %s. Its keys are managed by the platform team; we never download them.", hcvPkSA(), hcvDigits(21), hcvDigits(21))
	return hcvT("trap-gcp-ids", "wiki", t)
}

func hcvPkTrapSha() Sample {
	t := fmt.Sprintf("Upload verified: sha1 of the dump in the bucket is %s, same as on bkp01.", hcvHex(40))
	return hcvT("trap-checksum", "chat", t)
}
