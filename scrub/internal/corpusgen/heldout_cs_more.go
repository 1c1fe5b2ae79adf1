package main

import (
	"fmt"
)

// More memories with secrets: tables, chat transcripts, hand-overs, code snippets.

func hcsMoreGens() []hcsGen {
	return []hcsGen{
		{5, hcsXTable}, {6, hcsXChat}, {4, hcsXGrafana}, {4, hcsXOpenRouter},
		{6, hcsXHandover}, {4, hcsXFigma}, {6, hcsXCodeSnippet}, {5, hcsXPhoneChat},
		{4, hcsXIMAP},
	}
}

func hcsXTable() Sample {
	p1, p2 := hcsPwPlain(), hcsPwPlain()
	h1, h2 := hcsP("grafana.lab", "pgadmin.lab", "minio.lab"), hcsP("portainer.lab", "unifi.lab", "proxmox.lab")
	t := fmt.Sprintf("## Home lab services (user keeps asking, so saved here)\n\n| service | url | user | password |\n|---|---|---|---|\n| %s | https://%s | admin | %s |\n| %s | https://%s:8443 | root | %s |\n| pihole | http://192.168.1.2/admin | - | (none, LAN only) |\n", h1, h1, p1, h2, h2, p2)
	return hcsS("service-password", "markdown-table", t, []string{p1, p2}, h1, h2)
}

func hcsXChat() Sample {
	pw := hcsPassword()
	what := hcsP("the cabin wifi", "my Steam account", "the family Netflix", "the shared Google account for the club", "the old WordPress admin")
	t := fmt.Sprintf("[%s] user: can you remember the password for %s? it's %s\n[%s] assistant: Saved. You may want to keep it in a password manager instead.\n[%s] user: yeah yeah later\n", hcsClock(0), what, pw, hcsClock(1), hcsClock(2))
	return hcsS("password", "chat", t, []string{pw})
}

func hcsXGrafana() Sample {
	tok := "glsa_" + rnd(alnum, 32) + "_" + hcsHex(8)
	host := hcsP("grafana.acme.io", "acme.grafana.net", "monitoring.kestrel.dev")
	t := fmt.Sprintf("- Dashboards are provisioned from `grafana/` via the API; service account token %s on %s (Editor role)\n", tok, host)
	return hcsS("grafana-token", "memory-md", t, []string{tok}, host)
}

func hcsXOpenRouter() Sample {
	k := "sk-or-v1-" + hcsHex(64)
	t := fmt.Sprintf("# CLAUDE.md\n\n## LLM calls\n- Go through OpenRouter, model `%s`\n- Key (user's personal, rate-limited): %s\n- Never send customer data\n", hcsP("anthropic/claude-sonnet-4", "openai/gpt-4o-mini", "meta-llama/llama-3.1-70b-instruct"), k)
	return hcsS("api-key", "claude-md", t, []string{k})
}

func hcsXHandover() Sample {
	user, pw := hcsUser(), hcsPassword()
	host := hcsP("sftp.partner-logistics.com", "ftp.supplier.de", "files.bank-export.example")
	t := fmt.Sprintf("# Handover to the next session\n\nContext: %s asked for the nightly import from the partner to be fixed.\n\n- Import script: `scripts/import_partner.py`\n- SFTP host %s, user %s, password %s\n- Files arrive ~03:00 CET as CSV, semicolon separated\n- Still broken: umlauts in the supplier names (cp1252?)\n", hcsName(), host, user, pw)
	return hcsS("sftp-password", "handover", t, []string{pw}, host, user)
}

func hcsXFigma() Sample {
	tok := "figd_" + rnd(b64url, 40)
	t := fmt.Sprintf("{\"id\":\"%s\",\"content\":%s,\"tags\":[\"design\"]}", hcsMemID(), hcsJ("Figma personal access token for the icon export script: "+tok+" (file key in scripts/icons.ts)"))
	return hcsS("figma-token", "json", t, []string{tok})
}

func hcsXCodeSnippet() Sample {
	name, env, val := hcsAPIKey()
	_ = name
	t := hcsP(
		fmt.Sprintf("Snippet the user shared (they want the same style in new scripts):\n```python\nimport os\nimport requests\n\nAPI_KEY = \"%s\"  # TODO move to env\nresp = requests.get(URL, headers={\"Authorization\": f\"Bearer {API_KEY}\"})\n```\n", val),
		fmt.Sprintf("Pattern used in %s:\n```ts\nconst client = new Client({\n  apiKey: process.env.%s ?? \"%s\",\n  timeout: 10_000,\n});\n```\nThe fallback is a real key — flagged it to the user.\n", hcsProject(), env, val),
	)
	return hcsS("api-key", "code", t, []string{val})
}

func hcsXPhoneChat() Sample {
	pin := hcsPIN(hcsPi(4, 6))
	what := hcsP("voicemail PIN", "PIN for the shared office phone", "garage door keypad code", "parcel locker PIN", "Kita-Tor Code")
	t := fmt.Sprintf("user: note for later — %s is %s\nassistant: Noted in memory under \"home\".\n", what, pin)
	return hcsS("pin", "chat", t, []string{pin})
}

func hcsXIMAP() Sample {
	user := hcsUser() + "@" + hcsP("posteo.de", "fastmail.com", "acme.io")
	pw := hcsPassword()
	t := fmt.Sprintf("## Mail triage agent\n- IMAP: imap.%s:993, login %s\n- password: %s\n- Only read INBOX and Invoices, never delete\n", hcsP("posteo.de", "fastmail.com", "acme.io"), user, pw)
	return hcsS("mail-password", "claude-md", t, []string{pw}, user)
}
