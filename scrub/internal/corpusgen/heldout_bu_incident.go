package main

import "fmt"

// Incident channels, alerts, postmortems and handover notes with secrets in them.

func hbuIncidentGens() []hbuGen {
	return []hbuGen{
		{hbuIncFailoverChat, 8},
		{hbuIncVaultExport, 6},
		{hbuIncPDPayload, 6},
		{hbuIncOpsgenieCurl, 6},
		{hbuIncPostmortemLeak, 7},
		{hbuIncHandoverGrafana, 6},
		{hbuIncHandoverMulti, 5},
		{hbuIncSlackHookTimeline, 5},
		{hbuIncLangChat, 8},
		{hbuIncVendorMail, 5},
		{hbuIncBastionPassphrase, 5},
		{hbuIncBearerChat, 6},
		{hbuIncDoorCodes, 5},
		{hbuIncTOTPSeed, 5},
		{hbuIncRecoveryCodes, 3},
		{hbuIncThreadReply, 6},
		{hbuIncStandupNotes, 5},
	}
}

func hbuIncFailoverChat() Sample {
	host, user, pw := hbuHost(), hbuUser(), hbuPw()
	n1, n2 := hbuName(), hbuName()
	t := hbuTime()
	text := fmt.Sprintf("#%s\n[%s] %s: primary %s is not accepting writes, promoting replica\n[%s] %s: ok. you need the repl user for pg_rewind after\n[%s] %s: it's %s / %s\n[%s] %s: thx, rewind running",
		pick([]string{"inc-db-failover", "incident-" + fmt.Sprint(hbuN(100, 999)), "sre-oncall", "war-room"}),
		t, n1, host, t, n2, t, n1, user, pw, hbuTime(), n2)
	return hbuS("db-password", "chat", text, []string{pw}, host, user)
}

func hbuIncVaultExport() Sample {
	tok := hbuVaultTok()
	addr := "https://vault." + pick([]string{"corp.lan", "acme.io", "int.example.net"}) + ":8200"
	lead := pick([]string{"try this from your laptop, it has the policy for the kv mount:",
		"root token from the unseal ceremony, revoke it when done pls",
		"here's a token with ops-admin, ttl 1h", "use mine for now, I'll revoke after"})
	text := fmt.Sprintf("%s: %s\n```\nexport VAULT_ADDR=%s\nexport VAULT_TOKEN=%s\nvault kv get secret/%s/%s\n```", hbuName(), lead, addr, tok, pick(hbuEnvs), pick(hbuSvcs))
	return hbuS("vault-token", "chat", text, []string{tok}, addr)
}

func hbuIncPDPayload() Sample {
	key := hbuHex(32)
	svc := pick(hbuSvcs)
	text := fmt.Sprintf("tested the Events API v2 by hand, this is what I sent:\n\n{\n  \"routing_key\": \"%s\",\n  \"event_action\": \"trigger\",\n  \"dedup_key\": \"%s-%s\",\n  \"payload\": {\n    \"summary\": \"%s p99 latency above 2s\",\n    \"source\": \"%s\",\n    \"severity\": \"%s\"\n  }\n}",
		key, svc, hbuHex(8), svc, hbuHost(), pick([]string{"critical", "error", "warning"}))
	return hbuS("pagerduty-routing-key", "json", text, []string{key}, svc)
}

func hbuIncOpsgenieCurl() Sample {
	key := hbuUUID()
	text := fmt.Sprintf("$ curl -s -X POST https://api.%sopsgenie.com/v2/alerts \\\n    -H \"Content-Type: application/json\" \\\n    -H \"Authorization: GenieKey %s\" \\\n    -d '{\"message\": \"%s disk 95%%\", \"priority\": \"P%d\"}'\n{\"result\":\"Request will be processed\",\"took\":0.0%d,\"requestId\":\"%s\"}",
		pick([]string{"", "eu."}), key, hbuHost(), hbuN(1, 3), hbuN(1, 9), hbuUUID())
	return hbuS("opsgenie-api-key", "shell", text, []string{key})
}

func hbuIncPostmortemLeak() Sample {
	var sec, kind string
	switch rng.IntN(4) {
	case 0:
		sec, kind = hbuDD(), "Datadog API key"
	case 1:
		sec, kind = hbuGhp(), "GitHub token"
	case 2:
		sec, kind = hbuNRAK(), "New Relic user key"
	default:
		sec, kind = hbuSG(), "SendGrid key"
	}
	inc := hbuInc()
	text := fmt.Sprintf("# Postmortem %s\n\n## Summary\nOn %s a %s was printed in the deploy logs of `%s` and was visible to every contractor with log access for about %d hours.\n\n## Timeline (UTC)\n- %s deploy with DEBUG=1 goes out\n- %s log line: `loaded config api_key=%s`\n- %s key revoked, new key issued\n\n## Action items\n- [ ] strip DEBUG from the prod chart (%s)\n- [ ] log scrubber in fluent-bit",
		inc, hbuDate(), kind, pick(hbuSvcs), hbuN(2, 30), hbuTime(), hbuTime(), sec, hbuTime(), hbuTicket())
	return hbuS("leaked-api-key", "markdown", text, []string{sec}, inc)
}

func hbuIncHandoverGrafana() Sample {
	pw := hbuPw()
	url := "https://grafana." + pick([]string{"acme.io", "ops.example.net", "corp.lan"})
	text := fmt.Sprintf("Handover %s -> %s (%s)\n\n- Alert noise from %s is known, silenced until Monday\n- SSO to %s is broken since the IdP cert rotated. Break-glass local admin until it's fixed: admin / %s\n- Nothing else open, quiet night otherwise",
		hbuName(), hbuName(), hbuDate(), pick(hbuSvcs), url, pw)
	return hbuS("break-glass-password", "note", text, []string{pw}, url)
}

func hbuIncHandoverMulti() Sample {
	rp, mqu, mqp := hbuPw(), hbuUser(), hbuPwURL()
	rh := hbuHost()
	text := fmt.Sprintf("shift notes %s\n\n1. redis on %s restarted twice, requirepass is %s if you need redis-cli\n2. rabbit queue `%s.events` backed up, mgmt UI login %s pass %s\n3. cert for api.%s expires in %d days, ticket %s",
		hbuDate(), rh, rp, pick(hbuSvcs), mqu, mqp, pick([]string{"acme.io", "example.net"}), hbuN(3, 20), hbuTicket())
	return hbuS("service-passwords", "note", text, []string{rp, mqp}, rh, mqu)
}

func hbuIncSlackHookTimeline() Sample {
	tid, bid, sec := "T"+rnd(upper+digits, 10), "B"+rnd(upper+digits, 10), rnd(alnum, 24)
	text := fmt.Sprintf("Timeline\n%s  alertmanager stops posting to #alerts-%s\n%s  found the receiver still points at the old webhook\n%s  swapped in the new one: https://hooks.slack.com/services/%s/%s/%s\n%s  alerts flowing again",
		hbuTime(), pick(hbuEnvs), hbuTime(), hbuTime(), tid, bid, sec, hbuTime())
	return hbuS("slack-webhook", "timeline", text, []string{sec})
}

func hbuIncLangChat() Sample {
	pw := hbuPw()
	host := hbuHost()
	var text string
	switch rng.IntN(5) {
	case 0:
		text = fmt.Sprintf("%s: o primário caiu, vou fazer o failover manual\n%s: a senha do postgres no %s é %s, usa o usuário postgres\n%s: valeu", hbuName(), hbuName(), host, pw, hbuName())
	case 1:
		text = fmt.Sprintf("%s: Kannst du kurz auf %s drauf? Passwort für root ist %s, bitte danach rotieren\n%s: bin drin", hbuName(), host, pw, hbuName())
	case 2:
		text = fmt.Sprintf("%s: la contraseña del usuario admin en %s es %s\n%s: gracias, ya entré y reinicié el pod", hbuName(), host, pw, hbuName())
	case 3:
		text = fmt.Sprintf("%s: le mot de passe de la base sur %s : %s (compte sre)\n%s: merci, je lance le backup", hbuName(), host, pw, hbuName())
	default:
		text = fmt.Sprintf("%s: hasło do %s to %s, login admin\n%s: dzięki", hbuName(), host, pw, hbuName())
	}
	return hbuS("db-password", "chat", text, []string{pw}, host)
}

func hbuIncVendorMail() Sample {
	user, pw := pick([]string{"acme-ops", "sre-team", "noc"})+fmt.Sprint(hbuN(1, 99)), hbuPw()
	case_ := fmt.Sprint(hbuN(100000, 999999))
	text := fmt.Sprintf("From: support@%s\nSubject: Re: [Case %s] Locked out of the management console\n\nHello,\n\nWe have reset the console account. Please log in with the temporary credentials below and change the password on first login.\n\nUsername: %s\nTemporary password: %s\n\nKind regards,\nTier 2 Support",
		pick([]string{"netvendor.com", "cdnprovider.example", "colo-partner.net"}), case_, user, pw)
	return hbuS("temp-password", "mail", text, []string{pw}, user, case_)
}

func hbuIncBastionPassphrase() Sample {
	pp := pick(hbuWords) + " " + pick(hbuWords) + " " + pick(hbuWords) + " " + fmt.Sprint(hbuN(10, 99))
	if hbuCoin() {
		pp = hbuPw()
	}
	inc := hbuInc()
	text := fmt.Sprintf("PagerDuty note on %s by %s:\nUsing the shared emergency key ~/.ssh/oncall_ed25519 on bastion-%s. Passphrase: %s\nWill rotate the key after the incident is resolved.", inc, hbuName(), pick(hbuEnvs), pp)
	return hbuS("ssh-key-passphrase", "note", text, []string{pp}, inc)
}

func hbuIncBearerChat() Sample {
	tok := hbuJWT()
	svc := pick(hbuSvcs)
	text := fmt.Sprintf("%s: can't repro, works for me:\n```\ncurl -sS https://%s.internal/healthz/deep -H 'Authorization: Bearer %s'\n{\"status\":\"degraded\",\"checks\":{\"db\":\"ok\",\"cache\":\"timeout\"}}\n```\n%s: ah, so it's the cache", hbuName(), svc, tok, hbuName())
	return hbuS("bearer-token", "chat", text, []string{tok}, svc)
}

func hbuIncDoorCodes() Sample {
	door, alarm := rnd(digits, hbuN(4, 6)), rnd(digits, 4)
	site := pick([]string{"Equinix FR5", "Interxion AMS3", "the Dublin colo", "DC2 (Leixões)", "Telehouse North"})
	text := fmt.Sprintf("## Physical access – %s\n\nIf remote hands can't do it and you need to go in:\n- Cage door keypad: %s#\n- Alarm panel disarm code: %s, you have 30s\n- Badge is in the key box at reception, ask for the ACME ticket %s", site, door, alarm, hbuTicket())
	if hbuCoin() {
		text = fmt.Sprintf("%s: heading to %s for the disk swap. cage door code is %s right? alarm is handled by the NOC now\n%s: yep, and press # after it", hbuName(), site, door, hbuName())
		return hbuS("door-code", "chat", text, []string{door}, site)
	}
	return hbuS("door-code", "wiki", text, []string{door, alarm}, site)
}

func hbuIncTOTPSeed() Sample {
	seed := hbuB32(pick([]int{16, 32, 32}))
	acct := pick([]string{"aws-root-prod", "registrar", "cloudflare-owner", "github-org-owner"})
	text := fmt.Sprintf("Break-glass MFA for %s (only for SEV1, log it in the incident):\notpauth://totp/%s?secret=%s&issuer=%s&digits=6\nKeep this out of the wiki once the YubiKeys arrive.", acct, acct, seed, pick([]string{"AWS", "Cloudflare", "GitHub", "Gandi"}))
	if hbuCoin() {
		text = fmt.Sprintf("%s: for the shared %s login the TOTP seed is %s, add it to your authenticator and delete this msg", hbuName(), acct, seed)
	}
	return hbuS("totp-seed", "note", text, []string{seed}, acct)
}

func hbuIncRecoveryCodes() Sample {
	var codes []string
	for i := 0; i < 3; i++ {
		codes = append(codes, hbuHex(5)+"-"+hbuHex(5))
	}
	org := pick([]string{"acme-platform", "acme-infra", "ops-bots"})
	text := fmt.Sprintf("recovery codes for the %s org owner account (break glass):\n%s\n%s\n%s\nused one already, 13 left in the envelope", org, codes[0], codes[1], codes[2])
	return hbuS("recovery-codes", "note", text, codes, org)
}

func hbuIncThreadReply() Sample {
	var sec, what string
	switch rng.IntN(4) {
	case 0:
		sec, what = hbuSlackBot(), "the bot token for the incident bot"
	case 1:
		sec, what = hbuGrafana(), "a grafana service account token"
	case 2:
		sec, what = hbuDO(), "DO token"
	default:
		sec, what = hbuGlpat(), "my gitlab PAT"
	}
	text := fmt.Sprintf("> %s: anyone got creds to hit the API from the runbook script?\n\n%s: use %s for now: %s\nrevoking it at end of shift", hbuName(), hbuName(), what, sec)
	return hbuS("api-token", "chat", text, []string{sec})
}

func hbuIncStandupNotes() Sample {
	pw := hbuPw()
	user := hbuUser()
	host := hbuHost()
	text := fmt.Sprintf("Standup %s\n\n* %s: still on the %s upgrade, blocked on change window\n* %s: created the migration user on %s for the DBA team: %s / %s (they'll rotate)\n* %s: on-call was quiet, 2 pages, both flapping disk alerts",
		hbuDate(), hbuName(), pick([]string{"k8s 1.31", "postgres 16", "kafka 3.8", "istio"}), hbuName(), host, user, pw, hbuName())
	return hbuS("db-password", "meeting-notes", text, []string{pw}, user, host)
}
