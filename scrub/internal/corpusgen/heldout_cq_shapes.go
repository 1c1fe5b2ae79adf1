package main

// Four shapes shared with earlier parts, set in this theme: Discord bot tokens, "the login is
// user / pw", keys split over two lines, and a service account's private_key_id in prose;
// each with traps of the same look.

func hcqShapeGens() []hcqGen {
	return []hcqGen{
		{9, hcqDiscordTok},
		{5, hcqDiscordTrap},
		{9, hcqLoginPw},
		{5, hcqLoginTrap},
		{9, hcqSplitKey},
		{5, hcqSplitTrap},
		{9, hcqPKID},
		{5, hcqPKIDTrap},
	}
}

// hcqSnowflake is a Discord id.
func hcqSnowflake() string { return hcqNum(pick([]int{18, 19, 19})) }

func hcqDiscordToken() string {
	return hcqB64URL(hcqSnowflake()) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38, 38}))
}

func hcqDiscordTok() Sample {
	tok := hcqDiscordToken()
	switch rng.IntN(4) {
	case 0:
		t := hcqF("# community support bot (answers \"where is my money\" in #help)\nDISCORD_BOT_TOKEN=%s\nDISCORD_GUILD_ID=%s\nPAYSTACK_STATUS_URL=https://status.paystack.com\n", tok, hcqSnowflake())
		return hcqSec("discord-bot-token", "env", t, []string{tok}, "DISCORD_GUILD_ID=")
	case 1:
		t := hcqF("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n# TODO move to env before we open-source the float bot\nclient.run(\"%s\")\n", tok)
		return hcqSec("discord-bot-token", "python", t, []string{tok}, "float bot")
	case 2:
		t := hcqF("%s: the Discord bot for the developer community went offline, I regenerated the token: %s\n%s: nimeweka kwa Railway, iko online sasa", hcqName(), tok, hcqName())
		return hcqSec("discord-bot-token", "chat", t, []string{tok}, "Railway")
	}
	t := hcqF("bot:\n  name: KudiHelper\n  token: \"%s\"\n  prefix: \"!\"\n  channels: [help, payouts]\n", tok)
	return hcqSec("discord-bot-token", "yaml", t, []string{tok}, "KudiHelper")
}

func hcqDiscordTrap() Sample {
	app := hcqSnowflake()
	switch rng.IntN(3) {
	case 0:
		t := hcqF("Invite the support bot with: https://discord.com/oauth2/authorize?client_id=%s&scope=bot&permissions=%d\nApplication ID %s, public key %s (used to verify interactions).", app, hcqN(2048, 277025770560), app, rnd(hexs, 64))
		return hcqTrap("trap-discord-ids", "note", t)
	case 1:
		t := hcqF("DISCORD_BOT_TOKEN=${DISCORD_BOT_TOKEN}\nDISCORD_GUILD_ID=%s\nDISCORD_HELP_CHANNEL=%s\n", hcqSnowflake(), hcqSnowflake())
		return hcqTrap("trap-discord-ids", "env", t)
	}
	t := hcqF("%s: who leak the bot token for #general? Discord don reset am automatically. Abeg the new one dey Doppler, no paste am here.\n%s: na my bad, sorry", hcqName(), hcqName())
	return hcqTrap("trap-discord-talk", "chat", t)
}

func hcqLoginPw() Sample {
	pw := hcqPw()
	u := hcqP("admin", "ops", "finance", "superadmin", "root", "recon", hcqUser())
	co := hcqCo()
	switch rng.IntN(5) {
	case 0:
		t := hcqF("%s: the login is %s / %s for the agent portal staging, prod is SSO only", hcqName(), u, pw)
		return hcqSec("login-password", "chat", t, []string{pw}, "agent portal staging")
	case 1:
		t := hcqF("%s: login ya Metabase ni %s / %s, usiiweke kwa Notion", hcqName(), u, pw)
		return hcqSec("login-password", "whatsapp", t, []string{pw}, "Metabase")
	case 2:
		t := hcqF("%s: the login na %s / %s, na for the old USSD simulator", hcqName(), u, pw)
		return hcqSec("login-password", "chat", t, []string{pw}, "USSD simulator")
	case 3:
		t := hcqF("staging:\n  dashboard: https://staging.%s/admin\n  login: %s / %s\n  note: reset nightly at 02:00\n", co.domain, u, pw)
		return hcqSec("login-password", "yaml", t, []string{pw}, "https://staging."+co.domain+"/admin")
	}
	t := hcqF("%s : pour le back-office de test, le login c'est %s / %s", hcqName(), u, pw)
	return hcqSec("login-password", "chat", t, []string{pw}, "back-office de test")
}

func hcqLoginTrap() Sample {
	u := hcqP("admin", "ops", "finance", "recon")
	switch rng.IntN(4) {
	case 0:
		t := hcqF("%s: the login is %s / (password for 1Password, vault \"Payments Ops\")", hcqName(), u)
		return hcqTrap("trap-login-reference", "chat", t)
	case 1:
		t := hcqF("staging:\n  dashboard: https://staging.%s/admin\n  login: %s / ${STAGING_ADMIN_PASSWORD}\n", hcqCo().domain, u)
		return hcqTrap("trap-login-reference", "yaml", t)
	case 2:
		t := hcqF("%s: login ni %s / ******** — muulize %s akupe password kwa simu", hcqName(), u, hcqName())
		return hcqTrap("trap-login-masked", "whatsapp", t)
	}
	t := hcqF("%s: the login na %s / <your-password>, na the template for the README", hcqName(), u)
	return hcqTrap("trap-login-placeholder", "chat", t)
}

func hcqSplitKey() Sample {
	var key string
	cat := ""
	switch rng.IntN(4) {
	case 0:
		key, cat = hcqPaystackSK(), "paystack-secret-key"
	case 1:
		key, cat = hcqFlwSK(), "flutterwave-secret-key"
	case 2:
		key, cat = hcqATKeyVal(), "africastalking-api-key"
	default:
		key, cat = hcqDarajaSecret(), "mpesa-daraja-keys"
		if len(key) < 32 {
			key = rnd(alnum, 64)
		}
	}
	cut := len(key)/2 + hcqN(-4, 4)
	h1, h2 := key[:cut], key[cut:]
	switch rng.IntN(4) {
	case 0:
		t := hcqF("%s: key haikutoshea kwa SMS moja, hii ndio:\n%s\n%s\nziunganishe bila space", hcqName(), h1, h2)
		return hcqSec(cat, "sms", t, []string{h1, h2}, "bila space")
	case 1:
		t := hcqF("Hi %s,\n\nThe new live key (my mail client wraps it, join the two lines):\n\n%s\n%s\n\nThanks,\n%s", hcqName(), h1, h2, hcqName())
		return hcqSec(cat, "mail", t, []string{h1, h2}, "join the two lines")
	case 2:
		t := hcqF("SECRET = (\n    \"%s\"\n    \"%s\"\n)\n", h1, h2)
		return hcqSec(cat, "python", t, []string{h1, h2}, "SECRET = (")
	}
	t := hcqF("%s: oya copy am, e split for two lines\n%s\n%s", hcqName(), h1, h2)
	return hcqSec(cat, "whatsapp", t, []string{h1, h2}, "split for two lines")
}

func hcqSplitTrap() Sample {
	switch rng.IntN(3) {
	case 0:
		sum := rnd(hexs, 64)
		t := hcqF("sha256 of the release APK (v%d.%d.%d), split to fit:\n%s\n%s", hcqN(1, 4), hcqN(0, 20), hcqN(0, 9), sum[:32], sum[32:])
		return hcqTrap("trap-checksum-split", "note", t)
	case 1:
		u := hcqUUID()
		t := hcqF("%s: the X-Reference-Id for the failed MoMo collection is\n%s\n%s\nMTN support need it", hcqName(), u[:18], u[18:])
		return hcqTrap("trap-reference-split", "chat", t)
	}
	pk := hcqPaystackPK()
	t := hcqF("Paystack public key for the checkout page (safe to ship in the app):\n%s\n%s", pk[:24], pk[24:])
	return hcqTrap("trap-public-key-split", "mail", t)
}

func hcqPKID() Sample {
	id := rnd(hexs, 40)
	proj := hcqP("kudibox-prod", "lipasasa-analytics", "akiba-firebase", "sika-wallet-ml", "teranga-bi")
	sa := hcqP("bq-export", "firebase-adminsdk-"+rnd(lower+digits, 5), "sheets-sync", "ocr-kyc") + "@" + proj + ".iam.gserviceaccount.com"
	switch rng.IntN(4) {
	case 0:
		t := hcqF("FYI the service account %s that leaked in the Colab notebook has private_key_id %s - I've disabled that key in IAM.", sa, id)
		return hcqSec("gcp-private-key-id", "slack", t, []string{id}, sa)
	case 1:
		t := hcqF("%s: key ya service account ya BigQuery export, private_key_id ni %s. Project %s.", hcqName(), id, proj)
		return hcqSec("gcp-private-key-id", "chat", t, []string{id}, proj)
	case 2:
		t := hcqF("Incident note %s: a JSON key for %s (private_key_id \"%s\") was committed to the KYC repo. Rotated within 2h.", hcqDate(), sa, id)
		return hcqSec("gcp-private-key-id", "note", t, []string{id}, sa)
	}
	t := hcqF("%s : la clé du compte de service Firebase, private_key_id %s, est dans le repo mobile. Il faut la révoquer.", hcqName(), id)
	return hcqSec("gcp-private-key-id", "chat", t, []string{id}, "Firebase")
}

func hcqPKIDTrap() Sample {
	sha := rnd(hexs, 40)
	switch rng.IntN(3) {
	case 0:
		t := hcqF("The private key fix landed in commit %s (\"load private_key from Secret Manager\"). Please rebase.", sha)
		return hcqTrap("trap-commit-sha", "slack", t)
	case 1:
		t := hcqF("%s: Firebase inataka SHA-1 fingerprint ya signing cert ya Android app: %s", hcqName(), sha)
		return hcqTrap("trap-cert-fingerprint", "chat", t)
	}
	d := hcqDate()
	t := hcqF("$ sha1sum kyc-export-%s.csv\n%s  kyc-export-%s.csv", d, sha, d)
	return hcqTrap("trap-checksum", "shell", t)
}
