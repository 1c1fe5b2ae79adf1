package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Variants of four shapes in the theme's setting: Discord bot tokens, "login is user / pw",
// keys split across two lines, and a service account's private_key_id quoted in prose.

func hcnShapeGens() []hcnGen {
	return []hcnGen{
		{3, hcnDiscordEnv}, {3, hcnDiscordChat}, {3, hcnDiscordCode},
		{3, hcnDiscordTrapIDs}, {2, hcnDiscordTrapMasked},
		{3, hcnLoginChat}, {3, hcnLoginFrAr}, {3, hcnLoginYAML},
		{3, hcnLoginTrapRef}, {3, hcnLoginTrapYAML},
		{3, hcnSplitMail}, {3, hcnSplitChat}, {3, hcnSplitAWS},
		{3, hcnSplitTrapChecksum}, {2, hcnSplitTrapDigest},
		{3, hcnPkidEN}, {3, hcnPkidFrAr}, {3, hcnPkidTicket},
		{3, hcnPkidTrapCommit}, {2, hcnPkidTrapChecksum},
	}
}

func hcnDiscordToken() string {
	id := fmt.Sprint(hcnN(1, 9)) + rnd(digits, hcnN(16, 18))
	first := base64.RawStdEncoding.EncodeToString([]byte(id))
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hcnDiscordEnv() Sample {
	tok := hcnDiscordToken()
	app := rnd(digits, 19)
	text := fmt.Sprintf("# site-diary bot (posts daily photos from the crane cam to the #site-progress channel)\nDISCORD_APPLICATION_ID=%s\nDISCORD_BOT_TOKEN=%s\nGUILD_ID=%s\n", app, tok, rnd(digits, 18))
	return hcnS("discord-bot-token", "env", text, hcnL(tok), app)
}

func hcnDiscordChat() Sample {
	tok := hcnDiscordToken()
	var text string
	switch hcnLang() {
	case "fr":
		text = fmt.Sprintf("%s : j'ai recréé le bot Discord pour les relevés drone, le token c'est %s\n%s : ok je le mets sur le Raspberry du bungalow", hcnFirst("fr"), tok, hcnFirst("fr"))
	case "ar":
		text = fmt.Sprintf("%s: توكن بوت الديسكورد الخاص بفريق الدرون: %s\n%s: تم، شكراً", hcnFirst("ar"), tok, hcnFirst("ar"))
	default:
		text = fmt.Sprintf("%s: the drone team's discord bot got kicked, reset it. new bot token %s\n%s: cheers, redeploying", hcnFirst("en"), tok, hcnFirst("en"))
	}
	return hcnS("discord-bot-token", "chat", text, hcnL(tok))
}

func hcnDiscordCode() Sample {
	tok := hcnDiscordToken()
	text := fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    ch = client.get_channel(%s)\n    await ch.send(\"Concrete pour on level %d confirmed for tomorrow 07:00\")\n\nclient.run(\"%s\")\n", rnd(digits, 19), hcnN(2, 30), tok)
	return hcnS("discord-bot-token", "code", text, hcnL(tok))
}

func hcnDiscordTrapIDs() Sample {
	text := fmt.Sprintf("Discord app for the site-progress bot (public info, safe to share with the subcontractors' IT):\nApplication ID: %s\nPublic key: %s\nInvite: https://discord.com/oauth2/authorize?client_id=%s&scope=bot&permissions=2048\nThe bot token itself is in the team vault.",
		rnd(digits, 19), hcnHex(64), rnd(digits, 19))
	return hcnT("trap-discord-ids", "note", text)
}

func hcnDiscordTrapMasked() Sample {
	tok := hcnDiscordToken()
	masked := tok[:10] + "…" + strings.Repeat("*", 12)
	hcnFmt, text := hcnPair(
		[2]string{"env", "DISCORD_BOT_TOKEN=<paste-bot-token-here>\nDISCORD_APPLICATION_ID=" + rnd(digits, 19)},
		[2]string{"log", "Bot login failed: 401 Unauthorized (token " + masked + ")\nCheck the token in the env file was not regenerated."},
	)
	return hcnT("trap-discord-token-placeholder", hcnFmt, text)
}

func hcnLoginChat() Sample {
	user := hcnUser()
	pw := hcnPw()
	dev := pick([]string{"the A0 plotter", "the NVR in the gatehouse", "the crane cam", "the licence server console", "the site cabin router", "the BMS workstation"})
	text := pick([]string{
		"%s: for %s the login is %s / %s\n%s: thx",
		"%s: what's the login for %s?\n%s: login is %s / %s, don't change it pls",
	})
	var t string
	if strings.HasPrefix(text, "%s: for") {
		t = fmt.Sprintf(text, hcnFirst("en"), dev, user, pw, hcnFirst("en"))
	} else {
		t = fmt.Sprintf(text, hcnFirst("en"), dev, hcnFirst("en"), user, pw)
	}
	return hcnS("login-password", "chat", t, hcnL(pw), user)
}

func hcnLoginFrAr() Sample {
	user := hcnUser()
	pw := hcnPw()
	var t string
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("%s : pour le traceur du 2e, le login c'est %s / %s\n%s : top merci", hcnFirst("fr"), user, pw, hcnFirst("fr"))
	} else {
		t = fmt.Sprintf("%s: الـ login حق جهاز التسجيل هو %s / %s\n%s: تمام", hcnFirst("ar"), user, pw, hcnFirst("ar"))
	}
	return hcnS("login-password", "chat", t, hcnL(pw), user)
}

func hcnLoginYAML() Sample {
	user := hcnUser()
	pw := hcnPw()
	ip := hcnFixIP()
	name := pick([]string{"plotter_a0", "nvr_gatehouse", "crane_cam", "drone_dock", "bms_head_end", "lic_console"})
	text := fmt.Sprintf("# site devices – %s\n%s:\n  ip: %s\n  login: %s / %s\n  notes: \"%s\"\n", hcnProject("en"), name, ip, user, pw, pick([]string{"web UI on 443", "reboot weekly", "firmware updated " + hcnDate()}))
	return hcnS("login-password", "yaml", text, hcnL(pw), user, ip)
}

func hcnLoginTrapRef() Sample {
	user := hcnUser()
	t := pick([]string{
		"%s: the login is %s / the usual one from the site laptop sticker, ask %s if unsure",
		"%s: login is %s / whatever's in Bitwarden under 'Plotter A0' – I'm not pasting it here",
		"%s: le login c'est %s / le mot de passe est dans le Keepass de l'agence (fiche « NVR base vie »)",
	})
	var text string
	if strings.Count(t, "%s") == 3 {
		text = fmt.Sprintf(t, hcnFirst("en"), user, hcnFirst("en"))
	} else {
		text = fmt.Sprintf(t, hcnFirst("en"), user)
	}
	return hcnT("trap-login-reference", "chat", text)
}

func hcnLoginTrapYAML() Sample {
	user := hcnUser()
	ip := hcnFixIP()
	ref := pick([]string{"${PLOTTER_ADMIN_PW}", "\"{{ vault_nvr_password }}\"", "\"********\"", "\"<set on install>\"", "\"[REDACTED]\""})
	text := fmt.Sprintf("%s:\n  ip: %s\n  login: %s / %s\n  model: %s\n", pick([]string{"plotter_a0", "nvr_gatehouse", "crane_cam"}), ip, user, ref, pick([]string{"HP T1700", "DS-7608NI", "AXIS Q6135"}))
	return hcnT("trap-login-placeholder", "yaml", text)
}

func hcnSplitHalves(s string) (string, string) {
	k := len(s)/2 + hcnN(-3, 3)
	return s[:k], s[k:]
}

func hcnSplitMail() Sample {
	sec := rnd(lower+digits, 64)
	a, b := hcnSplitHalves(sec)
	vendor := pick([]string{"Procore", "APS (Autodesk)", "Trimble Connect"})
	text := fmt.Sprintf("Hi %s,\n\nThe %s client secret wrapped in the PDF so here it is in two parts, join them with no space:\n%s\n%s\n\nClient ID is in the previous mail.\n\n%s", hcnFirst("en"), vendor, a, b, hcnName("en"))
	return hcnS("split-client-secret", "mail", text, hcnL(a, b))
}

func hcnSplitChat() Sample {
	tok := "ghp_" + rnd(alnum, 36)
	if rng.IntN(2) == 0 {
		tok = "xoxb-" + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
	}
	a, b := hcnSplitHalves(tok)
	var text string
	switch hcnLang() {
	case "fr":
		text = fmt.Sprintf("%s : le token pour le script Dynamo, en deux morceaux sinon Teams le coupe :\n%s\n%s\n(à recoller)", hcnFirst("fr"), a, b)
	case "ar":
		text = fmt.Sprintf("%s: التوكن على سطرين، الصقهم مع بعض:\n%s\n%s", hcnFirst("ar"), a, b)
	default:
		text = fmt.Sprintf("%s: token for the dynamo repo, split so the chat doesn't eat it:\n%s\n%s\n%s: got it", hcnFirst("en"), a, b, hcnFirst("en"))
	}
	return hcnS("split-token", "chat", text, hcnL(a, b))
}

func hcnSplitAWS() Sample {
	id := hcnAKIA()
	sec := hcnAWSSecret()
	a, b := hcnSplitHalves(sec)
	text := fmt.Sprintf("S3 creds for the as-built archive upload (from the site laptop):\nAccess key ID: %s\nSecret access key (wrapped over two lines):\n%s\n%s", id, a, b)
	return hcnS("split-aws-secret", "note", text, hcnL(id, a, b))
}

func hcnSplitTrapChecksum() Sample {
	sum := hcnHex(64)
	a, b := hcnSplitHalves(sum)
	file := pick([]string{"ARC_Model_Central_R24.rvt", "DCE_Lot4_indC.zip", "IFC_Structure_v12.ifc", "Asbuilt_Package_Final.pdf"})
	text := fmt.Sprintf("Transmittal %s – file integrity\nFile: %s\nSHA-256 (wrapped):\n%s\n%s\nPlease verify before opening.", "TR-"+rnd(digits, 4), file, a, b)
	return hcnT("trap-split-checksum", "mail", text)
}

func hcnSplitTrapDigest() Sample {
	d := hcnHex(64)
	a, b := hcnSplitHalves(d)
	text := fmt.Sprintf("deployed image for the RFI dashboard:\nregistry.hq.internal/rfi-dash@sha256:%s\n%s\n(line-wrapped by the terminal)", a, b)
	return hcnT("trap-split-digest", "shell", text)
}

func hcnPkidEN() Sample {
	kid := hcnHex(40)
	sa := pick([]string{"ortho-upload", "photo-tagger", "rfi-ai"}) + "@" + pick([]string{"drone-ortho-pipeline", "site-photos-ai"}) + ".iam.gserviceaccount.com"
	text := pick([]string{
		"Heads up: the service account key for %s leaked in a screenshot. Its private_key_id is %s – please delete that key in the console and issue a new one.",
		"For the audit log: service account %s, key with private_key_id %s, created for the drone photo pipeline, still active.",
	})
	return hcnS("gcp-private-key-id", "note", fmt.Sprintf(text, sa, kid), hcnL(kid), sa)
}

func hcnPkidFrAr() Sample {
	kid := hcnHex(40)
	var text string
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("Bonjour, la clé du compte de service Google utilisé pour le suivi photo du chantier (private_key_id : %s) est sur le poste de %s. Merci de la révoquer.", kid, hcnFirst("fr"))
	} else {
		text = fmt.Sprintf("تم رفع ملف مفتاح حساب الخدمة إلى المجلد المشترك بالخطأ. قيمة private_key_id هي %s — يرجى حذف المفتاح من Google Cloud.", kid)
	}
	return hcnS("gcp-private-key-id", "mail", text, hcnL(kid))
}

func hcnPkidTicket() Sample {
	kid := hcnHex(40)
	key := fmt.Sprintf("SEC-%d", hcnN(100, 999))
	text := fmt.Sprintf("%s: Rotate GCP key used by the BIM dashboard\n\nThe JSON key was attached to a Procore RFI by mistake. private_key_id = \"%s\". The RFI attachment has been removed; key still needs disabling.\nPriority: High", key, kid)
	return hcnS("gcp-private-key-id", "ticket", text, hcnL(kid), key)
}

func hcnPkidTrapCommit() Sample {
	sha := hcnHex(40)
	text := pick([]string{
		"The service account key rotation was scripted in commit %s (rotate_keys.py); the keys themselves never touch the repo.",
		"Fixed the private_key_id parsing bug in %s – it now reads the id from the env instead of the JSON file.",
		"Le correctif pour la lecture de la clé du compte de service est dans le commit %s, branche main.",
	})
	return hcnT("trap-commit-sha", "chat", fmt.Sprintf(text, sha))
}

func hcnPkidTrapChecksum() Sample {
	sum := hcnHex(40)
	text := fmt.Sprintf("SHA-1 of the exported IFC (%s): %s. If yours differs, re-download from the CDE before the clash run.", pick([]string{"STR_v14.ifc", "MEP_L3.ifc", "ARC_Core.ifc"}), sum)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("The service account's client_id is %s and its email is bim-sync@%s.iam.gserviceaccount.com; the key file is in Secret Manager, not here.", rnd(digits, 21), pick([]string{"bim-dashboard-4411", "site-photos-ai"}))
	}
	return hcnT("trap-hex-id", "note", text)
}
