package main

import (
	"encoding/base64"
	"fmt"
)

// The four cross-part shapes, in the lab setting: Discord bot tokens, "login user / password",
// keys split across two lines, and a service account's private_key_id in prose. With traps.

func hcgDiscordID() string { return fmt.Sprint(hcgN(1, 9)) + rnd(digits, hcgN(16, 18)) }

func hcgDiscordTok() string {
	p1 := base64.RawURLEncoding.EncodeToString([]byte(hcgDiscordID()))
	return p1 + "." + rnd(b64url, 6) + "." + rnd(b64url, hcgPn(27, 38))
}

func hcgPn(xs ...int) int { return xs[rng.IntN(len(xs))] }

func hcgShapeGens() []hcgGen {
	return []hcgGen{
		// Discord bot tokens.
		{4, func() Sample {
			tok := hcgDiscordTok()
			t := fmt.Sprintf("import discord\n\n# bot that posts Slurm job status to #%s\nclient = discord.Client(intents=discord.Intents.default())\n\n@client.event\nasync def on_ready():\n    print(\"logged in as\", client.user)\n\nclient.run(\"%s\")",
				hcgP("gpu-queue", "jobs", "cluster-status"), tok)
			return hcgS("discord-bot-token", "python", t, []string{tok})
		}},
		{3, func() Sample {
			tok := hcgDiscordTok()
			gid := hcgDiscordID()
			t := fmt.Sprintf("# .env – lab discord bot (paper alerts)\nDISCORD_BOT_TOKEN=%s\nDISCORD_GUILD_ID=%s\nARXIV_CATEGORIES=%s", tok, gid, hcgP("q-bio.BM,cs.LG", "astro-ph.GA", "cond-mat.soft"))
			return hcgS("discord-bot-token", "env", t, []string{tok}, gid)
		}},
		{3, func() Sample {
			tok := hcgDiscordTok()
			t := fmt.Sprintf("%s: le bot du serveur discord de l'équipe ne répond plus\n%s: j'ai regénéré le token, mets ça dans config.json : %s",
				hcgFirst(), hcgFirst(), tok)
			return hcgS("discord-bot-token", "chat", t, []string{tok})
		}},
		// login user / password.
		{4, func() Sample {
			u, pw := hcgP("admin", "Admin", "operator", "labuser", "service"), hcgPw()
			t := fmt.Sprintf("%s: %s\n%s: the login is %s / %s",
				hcgFirst(), hcgP("how do I get into the "+hcgInstrument()+" PC?", "what's the login for the NAS web UI?", "which account for the UPS web console in the server room?"),
				hcgFirst(), u, pw)
			return hcgS("login-password", "chat", t, []string{pw}, u)
		}},
		{4, func() Sample {
			u, pw := hcgP("admin", "root", "manip", "tecan"), hcgPw()
			ip := fmt.Sprintf("10.%d.%d.%d", hcgN(0, 50), hcgN(0, 255), hcgN(2, 250))
			t := fmt.Sprintf("instruments:\n  - name: %s\n    host: %s\n    login: %s / %s\n    share: \\\\%s\\data\n  - name: %s\n    host: 10.%d.%d.%d\n    notes: no network login, USB export only",
				hcgInstrument(), ip, u, pw, ip, hcgInstrument(), hcgN(0, 50), hcgN(0, 255), hcgN(2, 250))
			return hcgS("login-password", "yaml", t, []string{pw}, u, ip)
		}},
		{3, func() Sample {
			u, pw := hcgP("admin", "equipe", "invite"), hcgPw()
			t := fmt.Sprintf("Pour l'interface web de l'onduleur / du %s, le login c'est %s / %s (pense à te déconnecter).", hcgP("NAS", "switch de la salle serveur", "système de réservation"), u, pw)
			return hcgS("login-password", "chat", t, []string{pw}, u)
		}},
		{3, func() Sample {
			u, pw := hcgP("admin", "root", "ubuntu"), hcgPw()
			t := fmt.Sprintf("新买的 GPU 工作站装好了，IP %s，登录是 %s / %s，大家先别改系统设置。", fmt.Sprintf("192.168.%d.%d", hcgN(0, 10), hcgN(2, 250)), u, pw)
			return hcgS("login-password", "chat", t, []string{pw}, u)
		}},
		// Split across two lines.
		{3, func() Sample {
			k := hcgWandb()
			a, b := k[:20], k[20:]
			t := fmt.Sprintf("%s: sending the W&B key in two parts because the chat mangles long strings\n%s: %s\n%s: %s", hcgFirst(), hcgFirst(), a, hcgFirst(), b)
			return hcgS("wandb-api-key-split", "chat", t, []string{a, b})
		}},
		{3, func() Sample {
			g := hcgGhp()
			cut := hcgN(14, 24)
			a, b := g[:cut], g[cut:]
			t := fmt.Sprintf("# TODO move to env var before pushing\nGITHUB_TOKEN = (\"%s\"\n                \"%s\")\nREPO = \"%s/%s\"", a, b, hcgP("lab-ipn", "neurolab"), hcgP("dataset-index", "pipeline"))
			return hcgS("github-token-split", "python", t, []string{a, b})
		}},
		{3, func() Sample {
			hf := hcgHF()
			cut := hcgN(14, 22)
			a, b := hf[:cut], hf[cut:]
			t := fmt.Sprintf("Hi %s,\n\nHere is the read token for the group's gated models on Hugging Face (my mail client wraps it, join the two lines):\n\n%s\n%s\n\nDon't push it to GitHub please.\n%s", hcgFirst(), a, b, hcgFirst())
			return hcgS("huggingface-token-split", "mail", t, []string{a, b})
		}},
		{3, func() Sample {
			z := hcgZenodo()
			a, b := z[:30], z[30:]
			t := fmt.Sprintf("zenodo:\n  sandbox: false\n  token: >-\n    %s\n    %s\n  community: %s", a, b, hcgP("lab-ipn", "cryoem-fr", "astro-data"))
			return hcgS("zenodo-token-split", "yaml", t, []string{a, b})
		}},
		{2, func() Sample {
			s := hcgAWSSecret()
			a, b := s[:20], s[20:]
			t := fmt.Sprintf("token 太长了我分两行发：\n%s\n%s\n这是 S3 归档桶的 secret key，用完删掉这条消息。", a, b)
			return hcgS("aws-secret-split", "chat", t, []string{a, b})
		}},
		// private_key_id in prose.
		{4, func() Sample {
			kid := rnd(hexs, 40)
			sa := hcgP("drive-sync", "sheets-bot", "gcs-archive", "colab-runner") + "@" + hcgP("lab-ipn", "neuro-pipeline", "seq-archive") + "-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
			t := fmt.Sprintf("Heads-up: the JSON key of %s was committed to the public repo last week. Its private_key_id is %s, %s",
				sa, kid, hcgP("please delete that key in the console and make a new one.", "I've asked IT to revoke it.", "rotate it before Monday."))
			return hcgS("gcp-private-key-id", "chat", t, []string{kid}, sa)
		}},
		{3, func() Sample {
			kid := rnd(hexs, 40)
			t := fmt.Sprintf("Bonjour,\n\nLa clé du compte de service utilisé par le script de sauvegarde (private_key_id « %s ») a fuité dans un notebook partagé. Merci de ne plus l'utiliser ; %s génère une nouvelle clé aujourd'hui.\n\nCordialement", kid, hcgFirst())
			return hcgS("gcp-private-key-id", "mail", t, []string{kid})
		}},
		{3, func() Sample {
			kid := rnd(hexs, 40)
			t := fmt.Sprintf("%s：服务账号的密钥 private_key_id 是 %s，那个 json 文件别再传到群里了。", hcgP("提醒一下", "注意"), kid)
			return hcgS("gcp-private-key-id", "chat", t, []string{kid})
		}},
		// Traps near those shapes.
		{3, func() Sample {
			app := hcgDiscordID()
			t := fmt.Sprintf("DISCORD_APPLICATION_ID=%s\nDISCORD_PUBLIC_KEY=%s\nDISCORD_BOT_TOKEN=${DISCORD_BOT_TOKEN}  # injected by the systemd unit", app, rnd(hexs, 64))
			return hcgT("trap-discord-ids", "env", t, app)
		}},
		{2, func() Sample {
			t := fmt.Sprintf("client.run(os.environ[\"DISCORD_TOKEN\"])  # token is in the lab vault under discord/%s", hcgP("jobs-bot", "arxiv-bot"))
			return hcgT("trap-discord-ref", "python", t)
		}},
		{3, func() Sample {
			u := hcgP("admin", "manip", "operator")
			t := fmt.Sprintf("%s: the login is %s / %s", hcgFirst(), u, hcgP("the usual one, ask "+hcgFirst(), "see the lab KeePass", "<ask the platform manager>", "****", "same as the booking system"))
			return hcgT("trap-login-ref", "chat", t, u)
		}},
		{2, func() Sample {
			t := fmt.Sprintf("instruments:\n  - name: %s\n    host: 10.%d.%d.%d\n    login: %s / ${INSTRUMENT_PW}\n", hcgInstrument(), hcgN(0, 50), hcgN(0, 255), hcgN(2, 250), hcgP("admin", "service"))
			return hcgT("trap-login-ref", "yaml", t)
		}},
		{3, func() Sample {
			h := rnd(hexs, 64)
			t := fmt.Sprintf("Checksum of the dataset archive (sha256), split because of the mailer:\n%s\n%s\nPlease verify before extracting.", h[:32], h[32:])
			return hcgT("trap-split-checksum", "mail", t)
		}},
		{2, func() Sample {
			k := "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(alnum+"+/", 43)
			t := fmt.Sprintf("my public key for the cluster (wrapped):\n%s\n%s %s@laptop", k[:40], k[40:], hcgUser())
			return hcgT("trap-split-pubkey", "chat", t)
		}},
		{3, func() Sample {
			sha := rnd(hexs, 40)
			t := fmt.Sprintf("The key-rotation script was fixed in commit %s; the service account keys themselves live in Secret Manager, not in the repo.", sha)
			return hcgT("trap-commit-sha", "chat", t, sha)
		}},
		{2, func() Sample {
			fp := rnd(hexs, 40)
			t := fmt.Sprintf("Le certificat TLS du portail a l'empreinte SHA-1 %s ; le private_key_id du compte de service est masqué ([REDACTED]) dans le ticket.", fp)
			return hcgT("trap-fingerprint", "mail", t, fp)
		}},
	}
}
