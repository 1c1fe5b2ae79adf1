package main

import (
	"fmt"
	"strings"
)

// The four extra shapes in an on-call setting: Discord bot tokens, "the login is user / pw",
// tokens split over two lines and a service account's private_key_id quoted in prose; with traps.

func hbuShapeGens() []hbuGen {
	return []hbuGen{
		{hbuShDiscord, 10},
		{hbuShDiscordTrap, 6},
		{hbuShLogin, 10},
		{hbuShLoginTrap, 6},
		{hbuShSplit, 9},
		{hbuShSplitTrap, 5},
		{hbuShKeyID, 9},
		{hbuShKeyIDTrap, 5},
	}
}

func hbuShDiscord() Sample {
	tok := hbuDiscord()
	app := hbuSnowflake()
	var text, format string
	switch rng.IntN(5) {
	case 0:
		format = "env"
		text = fmt.Sprintf("# .env for the alert-relay bot (posts PagerDuty pages into the community Discord)\nDISCORD_APP_ID=%s\nDISCORD_BOT_TOKEN=%s\nALERT_CHANNEL_ID=%s", app, tok, hbuSnowflake())
	case 1:
		format = "chat"
		text = fmt.Sprintf("%s: status bot is offline again in discord. I reset it in the dev portal, new token: %s\n%s: updating the k8s secret", hbuName(), tok, hbuName())
	case 2:
		format = "log"
		text = fmt.Sprintf("%s INFO  relay: connecting to gateway\n%s DEBUG relay: identify payload token=%s intents=513\n%s INFO  relay: READY as oncall-bot#%04d (app %s)", hbuTS(), hbuTS(), tok, hbuTS(), hbuN(1, 9999), app)
	case 3:
		format = "yaml"
		text = fmt.Sprintf("services:\n  statusbot:\n    image: ghcr.io/acme/statusbot:%d.%d\n    restart: unless-stopped\n    environment:\n      DISCORD_TOKEN: \"%s\"\n      GUILD_ID: \"%s\"", hbuN(1, 3), hbuN(0, 9), tok, app)
	default:
		format = "markdown"
		text = fmt.Sprintf("### %s: Discord bot token leaked in CI log\n\nThe deploy job printed `Authorization: Bot %s` when curl ran with -v. Token reset at %s UTC. Application id %s is unchanged.", hbuInc(), tok, hbuTime(), app)
	}
	if !strings.Contains(text, app) {
		return hbuS("discord-bot-token", format, text, []string{tok})
	}
	return hbuS("discord-bot-token", format, text, []string{tok}, app)
}

func hbuShDiscordTrap() Sample {
	app, guild := hbuSnowflake(), hbuSnowflake()
	switch rng.IntN(4) {
	case 0:
		return hbuT("trap-discord-id", "env", fmt.Sprintf("# .env.example for the alert-relay bot\nDISCORD_APP_ID=%s\nDISCORD_BOT_TOKEN=<paste bot token from the developer portal>\nALERT_CHANNEL_ID=%s", app, guild))
	case 1:
		return hbuT("trap-discord-masked", "log", fmt.Sprintf("%s INFO  relay: connecting to gateway with token %s…[masked]\n%s INFO  relay: READY as oncall-bot#%04d, guilds=%d", hbuTS(), string("MNO"[rng.IntN(3)])+rnd(alnum, 4), hbuTS(), hbuN(1, 9999), hbuN(1, 5)))
	case 2:
		return hbuT("trap-discord-id", "chat", fmt.Sprintf("%s: the bot is in the right server? guild id %s, channel %s, app id %s\n%s: yes, token comes from the sealed secret, nothing changed there", hbuName(), guild, hbuSnowflake(), app, hbuName()))
	default:
		return hbuT("trap-discord-invite", "wiki", fmt.Sprintf("Community on-call Discord: https://discord.gg/%s\nBot invite: https://discord.com/oauth2/authorize?client_id=%s&scope=bot&permissions=%d", rnd(alnum, 8), app, hbuN(2048, 274877910000)))
	}
}

func hbuShLogin() Sample {
	user := pick([]string{"admin", "root", "ops", "sre", "Administrator", "deploy", "monitor"})
	pw := hbuPw()
	sys := pick([]string{"iLO", "the old Zabbix", "grafana on the DR site", "the Synology", "the UPS web UI", "Rundeck", "the F5", "pfSense"})
	var text, format string
	switch rng.IntN(5) {
	case 0:
		format = "chat"
		text = fmt.Sprintf("%s: for %s the login is %s / %s — SSO isn't wired up there", hbuName(), sys, user, pw)
	case 1:
		format = "chat"
		text = fmt.Sprintf("%s: can't get into %s\n%s: login is %s / %s, it's local only\n%s: in, thanks", hbuName(), sys, hbuName(), user, pw, hbuName())
	case 2:
		format = "yaml"
		text = fmt.Sprintf("# handover.yml\nshift: %s\nsystems:\n  - name: %s\n    url: https://%s\n    login: %s / %s\n    notes: local account, no MFA", hbuDate(), sys, hbuHost(), user, pw)
	case 3:
		format = "yaml"
		text = fmt.Sprintf("oob_access:\n  %s:\n    host: %s\n    login: \"%s / %s\"\n    owner: %s", strings.ReplaceAll(strings.ToLower(strings.TrimPrefix(sys, "the ")), " ", "_"), hbuIP(), user, pw, hbuName())
	default:
		format = "chat"
		text = fmt.Sprintf("[%s] %s: remote hands are at the rack. the login on %s is %s / %s if they ask", hbuTime(), hbuName(), sys, user, pw)
	}
	return hbuS("login-password", format, text, []string{pw}, user)
}

func hbuShLoginTrap() Sample {
	user := pick([]string{"admin", "root", "ops", "sre"})
	sys := pick([]string{"iLO", "the UPS web UI", "Rundeck", "pfSense", "grafana"})
	switch rng.IntN(5) {
	case 0:
		return hbuT("trap-login-reference", "chat", fmt.Sprintf("%s: for %s the login is %s / the one in 1Password (vault \"On-call\")", hbuName(), sys, user))
	case 1:
		return hbuT("trap-login-placeholder", "yaml", fmt.Sprintf("systems:\n  - name: %s\n    url: https://%s\n    login: %s / <password from vault>", sys, hbuHost(), user))
	case 2:
		return hbuT("trap-login-sso", "chat", fmt.Sprintf("%s: login is %s / SSO now, the local password was disabled in %s", hbuName(), strings.ToLower(hbuName())+"@acme.io", hbuTicket()))
	case 3:
		return hbuT("trap-login-reference", "yaml", fmt.Sprintf("oob_access:\n  ups:\n    host: %s\n    login: \"%s / ${UPS_PASSWORD}\"", hbuIP(), user))
	default:
		return hbuT("trap-login-policy", "chat", fmt.Sprintf("%s: the login is %s / whatever you set at first boot, it forces a change and needs 14+ chars", hbuName(), user))
	}
}

func hbuShSplit() Sample {
	var tok string
	switch rng.IntN(5) {
	case 0:
		tok = hbuGhp()
	case 1:
		tok = hbuSlackBot()
	case 2:
		tok = "hvs." + rnd(alnum, hbuN(60, 90))
	case 3:
		tok = hbuAWSSecret()
	default:
		tok = hbuGlpat() + rnd(alnum, 10)
	}
	cut := len(tok)/2 + hbuN(-4, 4)
	a, b := tok[:cut], tok[cut:]
	var text, format string
	switch rng.IntN(4) {
	case 0:
		format = "chat"
		who := hbuName()
		text = fmt.Sprintf("%s: sending the token in two msgs so the bot doesn't eat it\n%s: %s\n%s: %s\n%s: got both, joined", who, who, a, who, b, hbuName())
	case 1:
		format = "log"
		text = fmt.Sprintf("%s [deploy] using token=%s\n%s\n%s [deploy] upload complete", hbuTS(), a, b, hbuTS())
	case 2:
		format = "note"
		text = fmt.Sprintf("Handover: the temporary CI token (expires Friday) is split here,\nfirst half:  %s\nsecond half: %s\nconcatenate without spaces.", a, b)
	default:
		format = "mail"
		text = fmt.Sprintf("Hi,\n\nThe deploy token for the %s pipeline, wrapped by my mail client:\n\n%s\n%s\n\nPlease rotate after the freeze.\n%s", pick(hbuSvcs), a, b, hbuName())
	}
	return hbuS("split-token", format, text, []string{a, b})
}

func hbuShSplitTrap() Sample {
	d := hbuHex(64)
	cut := 32 + hbuN(-5, 5)
	switch rng.IntN(3) {
	case 0:
		return hbuT("trap-split-digest", "chat", fmt.Sprintf("%s: the image that broke prod is\n%s@sha256:%s\n%s\n(slack wrapped it)", hbuName(), "registry.acme.io/"+pick(hbuSvcs), d[:cut], d[cut:]))
	case 1:
		return hbuT("trap-split-trace", "log", fmt.Sprintf("%s ERROR upstream timeout trace_id=%s\n%s span=%s", hbuTS(), hbuHex(16), hbuHex(16), hbuHex(16)))
	default:
		return hbuT("trap-split-checksum", "note", fmt.Sprintf("Release %d.%d.%d tarball sha256, first half:  %s\nsecond half: %s\ncompare with the one on the download page.", hbuN(1, 9), hbuN(0, 20), hbuN(0, 9), d[:cut], d[cut:]))
	}
}

func hbuShKeyID() Sample {
	kid := hbuHex(40)
	proj := pick([]string{"acme-prod", "acme-data", "ops-tooling", "billing-prd"}) + "-" + fmt.Sprint(hbuN(100, 999))
	sa := pick([]string{"terraform", "velero", "ci-deployer", "bq-export"}) + "@" + proj + ".iam.gserviceaccount.com"
	var text, format string
	switch rng.IntN(4) {
	case 0:
		format = "chat"
		text = fmt.Sprintf("%s: which key leaked? %s: the JSON in the public gist is for %s, \"private_key_id\": \"%s\"", hbuName(), hbuName(), sa, kid)
	case 1:
		format = "markdown"
		text = fmt.Sprintf("## %s – service account key exposure\n\nThe key file of `%s` (private_key_id `%s`) was attached to a support ticket. Key disabled at %s, new key issued via Workload Identity.", hbuInc(), sa, kid, hbuTime())
	case 2:
		format = "note"
		text = fmt.Sprintf("handover: velero backups use the key with private_key_id %s on %s. It expires next month, rotate before %s.", kid, sa, hbuDate())
	default:
		format = "mail"
		text = fmt.Sprintf("Subject: [Action required] key for %s\n\nHi team,\nour scanner found the service account key with private_key_id=%s in the repo acme/%s. Please rotate it today.\n\nSecurity", sa, kid, pick(hbuSvcs))
	}
	return hbuS("gcp-private-key-id", format, text, []string{kid}, sa)
}

func hbuShKeyIDTrap() Sample {
	sha := hbuHex(40)
	switch rng.IntN(4) {
	case 0:
		return hbuT("trap-commit-sha", "chat", fmt.Sprintf("%s: the rotation script change is in commit %s, reviewed by %s", hbuName(), sha, hbuName()))
	case 1:
		return hbuT("trap-cert-thumbprint", "note", fmt.Sprintf("New ingress cert installed. SHA-1 thumbprint %s, expires %s.", strings.ToUpper(sha), hbuDate()))
	case 2:
		return hbuT("trap-sa-client-id", "chat", fmt.Sprintf("%s: the SA is velero@acme-prod-%d.iam.gserviceaccount.com, client_id %s; its key is in Secret Manager, nothing in git", hbuName(), hbuN(100, 999), "1"+rnd(digits, 20)))
	default:
		return hbuT("trap-key-id-redacted", "markdown", fmt.Sprintf("The exposed key (private_key_id `%s…`, truncated) was disabled at %s.", sha[:8], hbuTime()))
	}
}
