package main

import (
	"fmt"
	"strings"
)

// The four shared shapes, in an engagement setting: Discord bot tokens, "the login is
// user / pw" prose, keys split across two lines, and private_key_id quoted in prose.
func hcoShapeSecrets() []hcoGen {
	return []hcoGen{
		hcoDiscordCfg, hcoLoginChat, hcoSplitWrap, hcoKeyIDProse,
		hcoDiscordPy, hcoLoginYaml, hcoSplitChat, hcoKeyIDReport,
		hcoDiscordChat, hcoLoginMail, hcoSplitCell, hcoKeyIDChat,
	}
}

func hcoShapeTraps() []hcoGen {
	return []hcoGen{
		hcoTrapDiscordIDs, hcoTrapLoginRef, hcoTrapSplitDigest, hcoTrapSHAProse,
		hcoTrapDiscordPlaceholder, hcoTrapLoginMasked, hcoTrapSplitTrace, hcoTrapThumbprint,
	}
}

func hcoSnowflake() string { return fmt.Sprintf("%d%s", 1+rng.IntN(9), rnd(digits, hcoN(16, 18))) }

func hcoDiscordCfg() Sample {
	tok := hcoDiscordBot()
	h := strings.ToLower(hcoHost())
	t := fmt.Sprintf("/opt/modbot/config.json on %s (world-readable):\n\n{\n  \"prefix\": \"%s\",\n  \"token\": \"%s\",\n  \"guildId\": \"%s\",\n  \"logChannel\": \"%s\"\n}\n\nThe bot has Administrator on the client's community server.\n", h, hcoPick("!", "?", "$", ">"), tok, hcoSnowflake(), hcoSnowflake())
	return hcoS("discord-bot-token", "json", t, []string{tok}, h)
}

func hcoDiscordPy() Sample {
	tok := hcoDiscordBot()
	repo := hcoCo() + "/" + hcoPick("community-bot", "support-bot", "ticket-bot")
	t := fmt.Sprintf("Public repo github.com/%s, file bot.py, committed %s:\n\n```python\nintents = discord.Intents.default()\nbot = commands.Bot(command_prefix='!', intents=intents)\n...\nbot.run('%s')\n```\n", repo, hcoDate(), tok)
	return hcoS("discord-bot-token", "md", t, []string{tok}, repo)
}

func hcoDiscordChat() Sample {
	tok := hcoDiscordBot()
	a, b := hcoTester(), hcoTester()
	t := fmt.Sprintf("%s: their support bot token is sitting in the Electron app's resources/app.asar\n%s: lol\n%s: %s\n%s: confirmed it logs in as %s#%s, I'll write it up as C-%02d\n", a, b, a, tok, a, hcoPick("HelpBot", "Ticketer", "ModMail"), rnd(digits, 4), hcoN(1, 9))
	return hcoS("discord-bot-token", "chat", t, []string{tok})
}

func hcoLoginChat() Sample {
	u := hcoPick("admin", "root", "operator", "Administrator", pick(hcoSvc))
	pw := hcoPw()
	dev := hcoPick("printer web ui", "NAS", "UPS management card", "camera NVR", "Grafana", "switch")
	c := hcoNewClk()
	t := fmt.Sprintf("[%s] %s: fyi the login is %s / %s for the %s on %s, never changed since install\n[%s] %s: adding to findings\n", c.hcoHM(), hcoTester(), u, pw, dev, hcoIP(), c.hcoHM(), hcoTester())
	return hcoS("login-password", "chat", t, []string{pw}, dev)
}

func hcoLoginYaml() Sample {
	u := hcoPick("admin", "root", "svc_monitor", "backup", "sysadmin")
	pw := hcoPw()
	ip := hcoIP()
	t := fmt.Sprintf("# engagement notes: %s\ntargets:\n  %s:\n    url: https://%s:%s\n    login: %s / %s\n    notes: local account, not AD joined\n  %s:\n    url: https://%s\n    login: none found\n", hcoCo(), hcoPick("nas", "esxi", "pfsense", "veeam"), ip, hcoPick("5001", "443", "9443"), u, pw, hcoPick("wiki", "jira"), hcoIP())
	return hcoS("login-password", "yaml", t, []string{pw}, ip)
}

func hcoLoginMail() Sample {
	u := hcoPick("grafana_admin", "admin", "zabbix", "helpdesk", pick(hcoSvc))
	pw := hcoPw()
	t := fmt.Sprintf("Hi %s,\n\nquick heads-up ahead of the report: on %s the login is %s / %s and it gives full access to the monitoring dashboards, including stored datasource credentials. Please change it.\n\nThanks,\n%s\n", hcoCap(pick(hcoFirst)), hcoIP(), u, pw, hcoCap(hcoTester()))
	return hcoS("login-password", "mail", t, []string{pw})
}

func hcoSplitWrap() Sample {
	tok := hcoGHP()
	cut := hcoN(14, 24)
	a, b := tok[:cut], tok[cut:]
	t := fmt.Sprintf("$ cat /home/%s/.config/gh/hosts.yml   (terminal wrapped it)\ngithub.com:\n    user: %s\n    oauth_token: %s\n%s\n    git_protocol: https\n", hcoUser(), hcoPick("ci-bot", "deploy", hcoUser()), a, b)
	return hcoS("github-token", "shell", t, []string{a, b})
}

func hcoSplitChat() Sample {
	k := hcoStripe()
	cut := len(k) / 2
	a, b := k[:cut], k[cut:]
	p, q := hcoTester(), hcoTester()
	t := fmt.Sprintf("%s: the secret key from their checkout bundle, pasting in two bits because the chat mangles it\n%s: %s\n%s: %s\n%s: got it, verified with /v1/balance (read only)\n", p, p, a, p, b, q)
	return hcoS("stripe-key", "chat", t, []string{a, b})
}

func hcoSplitCell() Sample {
	id, key := hcoAWSID(), hcoAWSKey()
	cut := hcoN(16, 24)
	a, b := key[:cut], key[cut:]
	t := fmt.Sprintf("Table 4 - Cloud credentials recovered (copied from the PDF draft, cells wrap)\n\nSource            Access key id          Secret access key\nlambda env vars   %s   %s\n                                         %s\n", id, a, b)
	return hcoS("aws-access-key", "report-table", t, []string{id, a, b})
}

func hcoSAEmail() string {
	return hcoPick("deploy", "ci-runner", "backup-sa", "etl", "terraform") + "@" + hcoCo() + "-" + hcoPick("prod", "data", "platform") + "-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
}

func hcoKeyIDProse() Sample {
	kid, em := hcoHex(40), hcoSAEmail()
	t := fmt.Sprintf("The service-account key in the mobile app's assets (private_key_id %s) belongs to %s and has roles/editor on the whole project. It was created on %s and is still enabled.\n", kid, em, hcoDate())
	return hcoS("gcp-private-key-id", "report-md", t, []string{kid}, em)
}

func hcoKeyIDReport() Sample {
	kid, em := hcoHex(40), hcoSAEmail()
	t := fmt.Sprintf("Remediation for CLD-%02d:\n1. Delete key %s of %s (gcloud iam service-accounts keys delete).\n2. Rotate anything the account could read in Secret Manager.\n3. Move the workload to Workload Identity so no key file is needed.\n", hcoN(1, 20), kid, em)
	return hcoS("gcp-private-key-id", "notes", t, []string{kid}, em)
}

func hcoKeyIDChat() Sample {
	kid := hcoHex(40)
	t := fmt.Sprintf("%s: can you check whether the SA key with private_key_id %s is revoked yet? the client says yes but our token still refreshes\n%s: on it\n", hcoTester(), kid, hcoTester())
	return hcoS("gcp-private-key-id", "chat", t, []string{kid})
}

// Traps for the four shapes.

func hcoTrapDiscordIDs() Sample {
	t := fmt.Sprintf("Discord recon for %s:\n- application id: %s\n- guild id: %s\n- public invite: https://discord.gg/%s\n- bot user id: %s (token not found, the repo only has DISCORD_TOKEN read from env)\n", hcoCap(hcoCo()), hcoSnowflake(), hcoSnowflake(), rnd(alnum, hcoN(7, 10)), hcoSnowflake())
	return hcoTrap("trap-discord-id", "notes", t)
}

func hcoTrapDiscordPlaceholder() Sample {
	t := fmt.Sprintf("# .env.example in the bot repo\nDISCORD_TOKEN=<your-bot-token>\nDISCORD_PUBLIC_KEY=%s\nGUILD_ID=%s\n", hcoHex(64), hcoSnowflake())
	return hcoTrap("trap-discord-placeholder", "env", t)
}

func hcoTrapLoginRef() Sample {
	u := hcoPick("admin", "root", "svc_monitor", "operator")
	t := hcoPick(
		fmt.Sprintf("[%s] %s: the login is %s / whatever is in the team vault under %s, don't paste it here\n", hcoTime()[:5], hcoTester(), u, strings.ToUpper(hcoCo())+"/nas"),
		fmt.Sprintf("nas:\n  url: https://%s:5001\n  login: %s / see KeePass entry \"%s NAS\"\n", hcoIP(), u, hcoCap(hcoCo())),
		fmt.Sprintf("the login page is at /%s/login and the login is rate limited after %d tries, which is why hydra got nowhere\n", hcoPick("admin", "manage", "portal"), hcoN(3, 10)),
	)
	return hcoTrap("trap-login-reference", "chat", t)
}

func hcoTrapLoginMasked() Sample {
	u := hcoPick("admin", "root", "backup")
	t := fmt.Sprintf("targets:\n  veeam:\n    url: https://%s:9443\n    login: %s / ********  # redacted for the report copy\n", hcoIP(), u)
	return hcoTrap("trap-login-masked", "yaml", t)
}

func hcoTrapSplitDigest() Sample {
	d := hcoHex(64)
	t := fmt.Sprintf("payload hash for the IR team (wrapped):\nsha256 %s\n%s  beacon_x64.exe\n", d[:32], d[32:])
	return hcoTrap("trap-split-checksum", "notes", t)
}

func hcoTrapSplitTrace() Sample {
	id := hcoHex(32)
	p, q := hcoTester(), hcoTester()
	t := fmt.Sprintf("%s: the 500 on /api/export has trace id\n%s: %s\n%s: %s\n%s: ok I'll ask them to pull the logs for it\n", p, p, id[:16], p, id[16:], q)
	return hcoTrap("trap-split-trace-id", "chat", t)
}

func hcoTrapSHAProse() Sample {
	t := fmt.Sprintf("The client says the hard-coded credential was removed in commit %s on %s; we confirmed the file no longer contains it on the main branch.\n", hcoHex(40), hcoDate())
	return hcoTrap("trap-commit-sha", "report-md", t)
}

func hcoTrapThumbprint() Sample {
	t := fmt.Sprintf("The ADCS template %s allows enrollee-supplied subject. Issuing CA certificate thumbprint (SHA-1) %s, valid until %s. Enrollment rights: %s\\Domain Users.\n", hcoPick("UserAuth2", "WebServerLegacy", "VPNUsers"), hcoHexU(40), hcoDate(), hcoDom())
	return hcoTrap("trap-thumbprint", "report-md", t)
}
