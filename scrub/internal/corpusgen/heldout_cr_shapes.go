package main

import (
	"fmt"
	"strings"
)

// The four shapes every part varies: a Discord bot token, "login is user / pw", a key split
// across two lines, and a service account's private_key_id in prose. Traps for each follow.

func hcrShapeGens() []hcrGen {
	return []hcrGen{
		{hcrShDiscordBot, 9}, {hcrShLogin, 5}, {hcrShLoginYAML, 4}, {hcrShSplit, 9},
		{hcrShKeyID, 9},
		{hcrShDiscordTrap, 7}, {hcrShLoginTrap, 7}, {hcrShSplitTrap, 6}, {hcrShKeyIDTrap, 7},
	}
}

func hcrShDiscordBot() Sample {
	tok := hcrDiscordBot()
	t := hcrOne(
		fmt.Sprintf("# bot that posts new bookings in #calendario on the studio server\nimport discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n# ...\nclient.run(\"%s\")", tok),
		fmt.Sprintf("DISCORD_BOT_TOKEN=%s\nBOOKINGS_CHANNEL=%s\nTZ=Europe/Lisbon", tok, fmt.Sprint(hcrN(1000000000, 1999999999))+rnd(digits, 9)),
		fmt.Sprintf("hey %s, the token for the gallery-reminder bot is %s – if it leaks just hit Reset Token in the dev portal", hcrFirst("en"), tok),
		fmt.Sprintf("bot:\n  name: lembretes-casamentos\n  token: \"%s\"\n  guild: %s%s", tok, rnd("123456789", 1), rnd(digits, 18)),
		fmt.Sprintf("Token do bot do Discord (lembretes de sessões): %s\nNão colocar no GitHub!", tok),
		fmt.Sprintf("il token del bot Discord per le prenotazioni è %s, l'ho rigenerato stamattina", tok))
	return hcrS("discord-bot-token", hcrGuess(t, "chat"), t, []string{tok})
}

func hcrShLogin() Sample {
	user := hcrOne("admin", "studio", "info", "editor", "admin", hcrMail(hcrFirst("it")))
	pw := hcrPw()
	svc := hcrOne("Pixieset", "the NAS", "Squarespace", "ShootProof", "the router", "the print lab portal")
	t := hcrOne(
		fmt.Sprintf("[%d:%02d] %s: for %s the login is %s / %s", hcrN(8, 22), hcrN(0, 59), hcrFirst("en"), svc, user, pw),
		fmt.Sprintf("%s: login is %s / %s (don't change it, the assistants use it too)", svc, user, pw),
		fmt.Sprintf("[%d:%02d] %s: per %s il login è %s / %s", hcrN(8, 22), hcrN(0, 59), hcrFirst("it"), hcrOne("il sito", "Pixieset", "il NAS", "il portale del laboratorio"), user, pw),
		fmt.Sprintf("[%d:%02d] %s: o login do %s é %s / %s 👍", hcrN(8, 22), hcrN(0, 59), hcrFirst("pt"), hcrOne("Wix", "NAS", "ShootProof", "router"), user, pw))
	return hcrS("login-password", "chat", t, []string{pw}, user)
}

func hcrShLoginYAML() Sample {
	user := hcrOne("admin", "studio", "info@"+pick(hcrDomains), "lab-upload")
	pw := hcrPw()
	svc := hcrOne("pixieset", "shootproof", "nas_archive", "wix_site", "lab_portal")
	t := fmt.Sprintf("# studio accounts (private repo)\n%s:\n  url: https://%s.example\n  login: %s / %s\n  owner: %s\n", svc, strings.ReplaceAll(svc, "_", "-"), user, pw, hcrFirst("it"))
	return hcrS("login-password", "yaml", t, []string{pw}, user)
}

// hcrSplitAt cuts a token in two at a point a wrapping mail client or notes app might.
func hcrSplitAt(tok string) (string, string) {
	n := len(tok) * hcrN(35, 65) / 100
	return tok[:n], tok[n:]
}

func hcrShSplit() Sample {
	kind := rng.IntN(5)
	var tok, cat string
	switch kind {
	case 0:
		tok, cat = hcrSendgrid(), "sendgrid-key"
	case 1:
		tok, cat = hcrStripeSK(), "stripe-key"
	case 2:
		tok, cat = hcrIGToken(), "instagram-token"
	case 3:
		tok, cat = hcrDropbox(), "dropbox-token"
	default:
		tok, cat = hcrDiscordBot(), "discord-bot-token"
	}
	a, b := hcrSplitAt(tok)
	t := hcrOne(
		fmt.Sprintf("Hi %s,\n\nhere's the token for the site integration, sorry my mail app wraps it:\n%s\n%s\n\nJoin the two lines without a space.\n\nThanks!", hcrFirst("en"), a, b),
		fmt.Sprintf("[%d:%02d] %s: token pt 1: %s\n[%d:%02d] %s: pt 2: %s", hcrN(8, 22), hcrN(0, 59), hcrFirst("pt"), a, hcrN(8, 22), hcrN(0, 59), hcrFirst("pt"), b),
		fmt.Sprintf("Nota – token (l'app note lo spezza in due righe):\n%s\n%s\nscade tra 60 giorni", a, b),
		fmt.Sprintf("# token split so the linter stops complaining; concatenated at runtime\nTOKEN_A = \"%s\"\nTOKEN_B = \"%s\"\nTOKEN = TOKEN_A + TOKEN_B", a, b))
	return hcrS(cat, "split", t, []string{a, b})
}

func hcrSAEmail() string {
	return hcrOne("drive-backup", "gallery-sync", "lr-uploader", "archivio") + "@" + hcrOne("studio-photos", "lucedorata-site", "mare-backup", "galerias") + "-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
}

func hcrShKeyID() Sample {
	kid := rnd(hexs, 40)
	sa := hcrSAEmail()
	t := hcrOne(
		fmt.Sprintf("The Drive backup uses the service account %s; the key currently in use has private_key_id %s, delete the older one in the console.", sa, kid),
		fmt.Sprintf("FYI the JSON key for %s that's on the NAS is private_key_id %s – please rotate it after Tiago leaves.", sa, kid),
		fmt.Sprintf("O service account %s tem a chave com private_key_id %s (a que está no servidor do site).", sa, kid),
		fmt.Sprintf("Per l'upload su Drive usiamo %s, chiave con private_key_id \"%s\", creata a marzo.", sa, kid))
	return hcrS("gcp-private-key-id", "chat", t, []string{kid}, sa)
}

func hcrShDiscordTrap() Sample {
	app := rnd("123456789", 1) + rnd(digits, 18)
	t := hcrOne(
		fmt.Sprintf("Invite the booking bot to the studio server with https://discord.com/oauth2/authorize?client_id=%s&permissions=2048&scope=bot", app),
		fmt.Sprintf("Discord app \"Lembretes\"\nAPPLICATION ID: %s\nPUBLIC KEY: %s\n(the token is in the team vault, not here)", app, rnd(hexs, 64)),
		"DISCORD_BOT_TOKEN=<paste the bot token from the developer portal>\nBOOKINGS_CHANNEL="+app,
		"client.run(os.environ[\"DISCORD_BOT_TOKEN\"])  # token lives in the NAS .env, never commit it",
		fmt.Sprintf("il bot non parte: \"discord.errors.LoginFailure: Improper token has been passed.\" – ho rigenerato il token ma niente, guild %s", app),
		fmt.Sprintf("O bot do Discord foi removido do servidor %s; o token antigo já foi revogado.", app))
	return hcrT("trap-discord-id", hcrGuess(t, "chat"), t)
}

func hcrShLoginTrap() Sample {
	user := hcrOne("admin", "studio", "info", "editor")
	t := hcrOne(
		fmt.Sprintf("for Pixieset the login is %s / the usual studio password", user),
		fmt.Sprintf("[%d:%02d] %s: o login do NAS é %s / pede a password ao Bruno", hcrN(8, 22), hcrN(0, 59), hcrFirst("pt"), user),
		fmt.Sprintf("pixieset:\n  url: https://pixieset.example\n  login: %s / ${PIXIESET_PASSWORD}\n  owner: %s\n", user, hcrFirst("it")),
		fmt.Sprintf("il login è %s / ******** (te la dico a voce)", user),
		fmt.Sprintf("Squarespace: login is %s / see 1Password → \"Studio website\"", user),
		fmt.Sprintf("nas_archive:\n  login: %s / <ask Giulia>\n  note: password rotates monthly\n", user),
		fmt.Sprintf("The login screen says \"%s / password incorrect\" even after the reset, can you check?", user))
	return hcrT("trap-login-reference", hcrGuess(t, "chat"), t)
}

func hcrShSplitTrap() Sample {
	d := rnd(hexs, 64)
	a, b := d[:30], d[30:]
	t := hcrOne(
		fmt.Sprintf("gallery-sync image pinned to digest (wrapped):\nsha256:%s\n%s", a, b),
		fmt.Sprintf("Tracking link for the album (it got split in the mail):\nhttps://track.dhl.example/?id=%s\n%s", rnd(digits, 10), rnd(digits, 6)),
		fmt.Sprintf("thumbnail placeholder, base64 of a 4x4 jpeg:\ndata:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/%s\n%s", rnd(alnum+"+/", 40), rnd(alnum+"+/", 30)+"="),
		fmt.Sprintf("trace id from the failed upload (two lines in the log viewer):\n%s\n%s", rnd(hexs, 16), rnd(hexs, 16)),
		fmt.Sprintf("Order ref from the print lab, too long for one line:\nWW-%s-\n%s-EU", rnd(upper+digits, 12), rnd(upper+digits, 10)))
	return hcrT("trap-split-id", "notes", t)
}

func hcrShKeyIDTrap() Sample {
	h := rnd(hexs, 40)
	sa := hcrSAEmail()
	t := hcrOne(
		fmt.Sprintf("Fixed the Drive upload retry in commit %s, service account %s unchanged.", h, sa),
		fmt.Sprintf("SHA-1 of the gallery export (Rossi_full.zip): %s – compare before sending to the client.", h),
		fmt.Sprintf("The service account %s has client_id %s%s; the key JSON itself is in the vault, I won't paste the private_key_id here.", sa, rnd("123456789", 1), rnd(digits, 20)),
		fmt.Sprintf("O service account %s tem private_key_id [REDACTED] no log que me mandaste, está ok.", sa),
		fmt.Sprintf("private_key_id: <40 hex chars from the JSON> – fill in when you create the key for %s", sa),
		fmt.Sprintf("Lightroom catalog backup checksum (sha1) %s, stored on the NAS.", h))
	return hcrT("trap-hex-id", "chat", t)
}
