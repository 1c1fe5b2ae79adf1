package main

import (
	"fmt"
	"strings"
)

// Traps (no secret) from the CMS, desk, wire and photo side of a newsroom.

func hdaTrapGens() []hdaGen {
	g := []hdaGen{
		{8, hdaTrCMSReset},
		{5, hdaTrPwPolicy},
		{6, hdaTrEnvRefs},
		{4, hdaTrWPSample},
		{8, hdaTrHandover},
		{7, hdaTrMasked},
		{5, hdaTrWelcome},
		{5, hdaTrDoorTalk},
		{3, hdaTrWifiOpen},
		{6, hdaTrArcANS},
		{6, hdaTrAuditLog},
		{7, hdaTrAPItem},
		{6, hdaTrTweets},
		{5, hdaTrFBRefs},
		{8, hdaTrEmbargo},
		{7, hdaTrCaption},
		{4, hdaTrHookPlaceholder},
		{4, hdaTrBearerDocs},
		{5, hdaTrYouTubeCSV},
		{4, hdaTrGetty},
		{5, hdaTrWireClient},
		{5, hdaTrFTPNoPw},
		{4, hdaTrSSHPub},
		{6, hdaTrVaultRef},
		{4, hdaTrOTPTalk},
	}
	return append(g, hdaTrapGens2()...)
}

func hdaTrCMSReset() Sample {
	o := hdaOut()
	u := hdaUser()
	var t, f string
	switch rng.IntN(3) {
	case 0:
		f = "chat"
		t = fmt.Sprintf("%s: I reset your CMS password, check your inbox for the link (it expires in an hour)\n%s: got it, in now. thanks!", hdaFirst(), hdaFirst())
	case 1:
		f = "mail"
		t = fmt.Sprintf("Subject: Your %s password was changed\n\nHi %s,\n\nThe password for your account (%s) was changed on %s at %s UTC. If this wasn't you, contact the IT helpdesk on ext. %d immediately.\n\nNewsroom Systems", o.name, hdaFirst(), u, hdaDate(), hdaClock(), hdaN(2000, 4999))
	default:
		f = "ticket"
		t = fmt.Sprintf("HD-%d  Locked out of Arc after 5 wrong passwords\nUser: %s (%s desk)\nResolution: unlocked account, user set a new password at the desk. Reminded them the CMS password must differ from the email one.", hdaN(10000, 99999), u, hdaP("sport", "metro", "business", "photo"))
	}
	return hdaT("trap-password-talk", f, t)
}

func hdaTrPwPolicy() Sample {
	o := hdaOut()
	n := hdaN(12, 16)
	t := fmt.Sprintf("## Passwords at %s\n\n- At least %d characters; a passphrase of four random words is fine.\n- Never reuse your CMS password for social accounts.\n- Shared desk accounts are being retired by %s: every editor gets a named login.\n- Never paste a password in Slack, a ticket or a story note. Use the team vault.\n- Forgotten it? Use \"Reset password\" on the login page; IT will never ask you for it.\n", o.name, n, hdaDate())
	if hdaC(40) {
		t = fmt.Sprintf("Richtlinie Redaktionssysteme (Stand %s)\n\nPasswörter müssen mindestens %d Zeichen lang sein und dürfen nicht mit dem Benutzernamen beginnen. Gemeinsame Konten werden abgeschafft. Passwörter werden nie per Chat oder Mail verschickt.", hdaDate(), n)
		return hdaT("trap-password-policy", "wiki", t)
	}
	return hdaT("trap-password-policy", "markdown", t)
}

func hdaTrEnvRefs() Sample {
	o := hdaOut()
	var t, f string
	if hdaC(50) {
		f = "env"
		t = fmt.Sprintf("# %s WordPress (staging)\nWORDPRESS_DB_HOST=db-staging.%s:3306\nWORDPRESS_DB_NAME=%s_wp\nWORDPRESS_DB_USER=wp_%s\nWORDPRESS_DB_PASSWORD=${WORDPRESS_DB_PASSWORD}\nWORDPRESS_AUTH_KEY=${WP_AUTH_KEY:?set in CI}\nWP_DEBUG=false\n", o.name, o.dom, o.short, o.short)
	} else {
		f = "yaml"
		t = fmt.Sprintf("services:\n  cms:\n    image: registry.%s/cms:%d.%d.%d\n    environment:\n      DB_USER: cms\n      DB_PASSWORD_FILE: /run/secrets/cms_db_password\n      SESSION_SECRET: ${SESSION_SECRET}\n    secrets:\n      - cms_db_password\n", o.dom, hdaN(1, 9), hdaN(0, 30), hdaN(0, 9))
	}
	return hdaT("trap-secret-reference", f, t)
}

func hdaTrWPSample() Sample {
	t := fmt.Sprintf("<?php\n// ** Database settings - You can get this info from your web host ** //\ndefine( 'DB_NAME', 'database_name_here' );\ndefine( 'DB_USER', 'username_here' );\ndefine( 'DB_PASSWORD', 'password_here' );\ndefine( 'DB_HOST', 'localhost' );\n\n/* Change these to different unique phrases! */\ndefine( 'AUTH_KEY',         'put your unique phrase here' );\ndefine( 'SECURE_AUTH_KEY',  'put your unique phrase here' );\n\n$table_prefix = '%s_';\n", hdaOut().short)
	return hdaT("trap-placeholder", "php", t)
}

func hdaTrHandover() Sample {
	o := hdaOut()
	lines := []string{
		fmt.Sprintf("NIGHT DESK HANDOVER — %s, %s", o.name, hdaDate()),
		fmt.Sprintf("- Lead: %s story embargoed until %s, do NOT schedule before then", hdaP("budget", "hospital", "transport", "court"), hdaClock()),
		fmt.Sprintf("- Weekend CMS account: %s (password in 1Password, vault \"Night desk\")", hdaDeskAcct()),
		fmt.Sprintf("- Live blog ID %s still open, close it at %s", hdaDig(7), hdaClock()),
		fmt.Sprintf("- %s rang about the correction on p.%d, done", hdaPerson(), hdaN(2, 48)),
	}
	if hdaC(50) {
		lines = append(lines, "- Side door keypad is broken, use your swipe card at the main entrance")
	}
	return hdaT("trap-handover", "handover", strings.Join(lines, "\n"))
}

func hdaTrMasked() Sample {
	u := hdaDeskAcct()
	var t, f string
	switch rng.IntN(4) {
	case 0:
		f = "chat"
		t = fmt.Sprintf("%s: new pw for %s is ******** (DM'd you, deleting this)", hdaFirst(), u)
	case 1:
		f = "yaml"
		t = fmt.Sprintf("wires:\n  ap:\n    base_url: https://api.ap.org/media/v\n    api_key: \"[REDACTED]\"\n    products: [%d]\n", hdaN(30000, 49999))
	case 2:
		f = "log"
		t = fmt.Sprintf("%s INFO  fb-publisher POST /v19.0/%s/feed access_token=EAA*** status=200 id=%s_%s", hdaStamp(), hdaDig(15), hdaDig(15), hdaDig(16))
	default:
		f = "ini"
		t = fmt.Sprintf("[feed_afp]\nhost = ftp.afp.com\nuser = %s%s\npassword = xxxxxxxxxxxx\n; real value on the ingest box only\n", hdaOut().short, hdaDig(3))
	}
	return hdaT("trap-masked", f, t)
}

func hdaTrWelcome() Sample {
	o := hdaOut()
	u := hdaUser()
	t := fmt.Sprintf("Subject: Your %s CMS account\n\nHi %s,\n\nWelcome aboard! Your account is ready:\n\n  URL:      https://cms.%s/login\n  Username: %s\n\nYou'll receive a separate email with a link to set your password. Training is on %s at 10:00.\n\nCheers,\nNewsroom Systems", o.name, hdaFirst(), o.dom, u, hdaP("Monday", "Wednesday", "Friday"))
	return hdaT("trap-account-info", "mail", t)
}

func hdaTrDoorTalk() Sample {
	var t string
	switch rng.IntN(3) {
	case 0:
		t = fmt.Sprintf("%s: door code changed again, ask security at reception (ext %d), they won't put it in Slack", hdaFirst(), hdaN(100, 999))
	case 1:
		t = fmt.Sprintf("%s: the safe on the photo desk needs a 6-digit code now, %s has it", hdaFirst(), hdaFirst())
	default:
		t = fmt.Sprintf("%s: kit room locker %d is jammed, facilities ticket FAC-%d raised", hdaFirst(), hdaN(10, 80), hdaN(1000, 9999))
	}
	return hdaT("trap-code-talk", "chat", t)
}

func hdaTrWifiOpen() Sample {
	t := fmt.Sprintf("Visitors' Wi-Fi: %s-Guest, open network, accept the terms on the splash page. Staff use eduroam-style login with your own account.", hdaOut().name)
	return hdaT("trap-wifi-info", "notes", t)
}

func hdaTrArcANS() Sample {
	o := hdaOut()
	id := rnd(upper+digits, 26)
	t := fmt.Sprintf("{\n  \"_id\": \"%s\",\n  \"type\": \"story\",\n  \"website\": \"%s\",\n  \"version\": \"0.10.9\",\n  \"canonical_url\": \"/%s/%s/%s/\",\n  \"headlines\": {\"basic\": \"%s\"},\n  \"revision\": {\"revision_id\": \"%s\", \"branch\": \"default\"},\n  \"credits\": {\"by\": [{\"_id\": \"%s\"}]}\n}", id, o.short, hdaP("news", "sport", "politics"), strings.ReplaceAll(hdaDate(), "-", "/"), hdaP("tram-trial", "coast-road", "funding-gap"), hdaP("Council approves night tram trial", "Storm closes coast road", "Mayor denies funding gap"), rnd(upper+digits, 26), strings.ToLower(strings.ReplaceAll(hdaPerson(), " ", "-")))
	return hdaT("trap-content-id", "json", t)
}

func hdaTrAuditLog() Sample {
	var b strings.Builder
	n := hdaN(3, 5)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "%s auth.login user=%s ip=10.%d.%d.%d result=%s request_id=%s\n", hdaStamp(), hdaUser(), hdaN(0, 255), hdaN(0, 255), hdaN(1, 254), hdaP("ok", "ok", "bad_password", "mfa_required"), rnd(lower+digits, 20))
	}
	return hdaT("trap-request-id", "log", b.String())
}

func hdaTrAPItem() Sample {
	id := hdaHex(32)
	t := fmt.Sprintf("{\n  \"item\": {\n    \"uri\": \"https://api.ap.org/media/v/content/%s?qt=%s\",\n    \"altids\": {\"itemid\": \"%s\", \"etag\": \"%s_%s\", \"friendlykey\": \"%s\"},\n    \"version\": %d,\n    \"headline\": \"%s\",\n    \"pubstatus\": \"usable\",\n    \"firstcreated\": \"%s\"\n  }\n}", id, rnd(alnum, 11), id, id, rnd(lower+digits, 6), hdaDig(19), hdaN(0, 6), hdaP("Markets open higher", "Quake shakes coastal towns", "Court blocks new rule"), hdaStamp())
	return hdaT("trap-content-id", "json", t)
}

func hdaTrTweets() Sample {
	h := hdaOut().short + "news"
	t := fmt.Sprintf("%s: can we embed these in the live blog?\nhttps://x.com/%s/status/%s\nhttps://x.com/%s/status/%s\n%s: 2nd one is deleted, use a screenshot", hdaFirst(), h, hdaDig(19), hdaP("metpoliceuk", "NWSNewYork", "bbcweather", "AEMET_Esp"), hdaDig(19), hdaFirst())
	return hdaT("trap-social-ids", "chat", t)
}

func hdaTrFBRefs() Sample {
	t := fmt.Sprintf("FB_APP_ID=%s\nFB_PAGE_ID=%s\nFB_PAGE_ACCESS_TOKEN=${FB_PAGE_ACCESS_TOKEN}\nIG_BUSINESS_ID=%s\nGRAPH_VERSION=v19.0\n", hdaDig(16), hdaDig(15), hdaDig(17))
	return hdaT("trap-secret-reference", "env", t)
}

func hdaTrEmbargo() Sample {
	org := hdaP("the Office for National Statistics", "the Ministry of Health", "Nature", "the central bank", "the Lancet")
	var t, f string
	switch rng.IntN(3) {
	case 0:
		f = "mail"
		t = fmt.Sprintf("Subject: EMBARGOED until 00:01 %s\n\nDear journalist,\n\nThe report from %s is now in the press area. Log in with your registered press account; if you have forgotten your password use the reset link on the login page.\n\nEmbargo is strict. Reference: PR-%d", hdaDate(), org, hdaN(1000, 9999))
	case 1:
		f = "notes"
		t = fmt.Sprintf("Forward planning %s\n- 09:30 %s briefing (lock-in, phones off)\n- embargo lifts %s, web team to schedule at exactly that time\n- %s to write, %s on graphics", hdaDate(), org, hdaClock(), hdaFirst(), hdaFirst())
	default:
		f = "chat"
		t = fmt.Sprintf("%s: the PDF from %s is password protected, they're texting the password to whoever's on the list — that's %s", hdaFirst(), org, hdaFirst())
	}
	return hdaT("trap-embargo", f, t)
}

func hdaTrCaption() Sample {
	t := fmt.Sprintf("Caption: %s during the %s on %s.\nCredit: %s / %s\nImage ID: %s-%s\nCamera: %s, serial %s\nLens: %s\nOriginal transmission ref: %s", hdaP("Supporters celebrate", "Firefighters work", "Protesters gather", "Delegates arrive"), hdaP("final", "blaze", "march", "summit"), hdaDate(), hdaPerson(), hdaP("Courier", "Reuters", "AFP", "AP"), hdaP("GTY", "RTR", "AFP", "AP"), hdaDig(10), hdaP("Canon EOS R3", "Nikon Z9", "Sony A1"), hdaDig(12), hdaP("70-200mm f/2.8", "24-70mm f/2.8", "400mm f/2.8"), rnd(upper+digits, 8))
	return hdaT("trap-photo-metadata", "notes", t)
}

func hdaTrHookPlaceholder() Sample {
	var t string
	if hdaC(50) {
		t = "alerts:\n  on_publish:\n    - type: slack\n      url: https://hooks.slack.com/services/TXXXXXXXX/BXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX\n      only_tags: [breaking]\n# replace with the real webhook from the vault before deploying\n"
	} else {
		t = "# example config — copy to config.yaml\ndiscord:\n  webhook_url: https://discord.com/api/webhooks/<id>/<token>\n  username: Headlines\n"
	}
	return hdaT("trap-placeholder", "yaml", t)
}

func hdaTrBearerDocs() Sample {
	oo := hdaOut()
	t := fmt.Sprintf("### Fetching a story\n\n```sh\ncurl -H \"Authorization: Bearer <YOUR_ARC_TOKEN>\" \\\n  \"https://api.%s.arcpublishing.com/content/v4/?website=%s&_id=<ID>\"\n```\n\nAsk Digital for a token; never commit it.", oo.short, oo.short)
	return hdaT("trap-placeholder", "markdown", t)
}

func hdaTrYouTubeCSV() Sample {
	var b strings.Builder
	b.WriteString("video_id,channel_id,title,views,published\n")
	for i := 0; i < hdaN(3, 6); i++ {
		fmt.Fprintf(&b, "%s,UC%s,%s,%d,%s\n", rnd(b64url, 11), rnd(b64url, 22), hdaP("Flood explainer", "Derby highlights", "Mayor interview", "Budget in 90 seconds"), hdaN(100, 900000), hdaDate())
	}
	return hdaT("trap-social-ids", "csv", b.String())
}

func hdaTrGetty() Sample {
	t := fmt.Sprintf("%s: for the splash use Getty #%s (editorial, licensed under our annual deal, order %s). Not the AFP one, we don't have rights", hdaFirst(), hdaDig(10), rnd(upper+digits, 10))
	return hdaT("trap-photo-metadata", "chat", t)
}

func hdaTrWireClient() Sample {
	t := fmt.Sprintf("reuters_connect:\n  token_url: https://auth.thomsonreuters.com/oauth/token\n  client_id: %s-ingest-%s\n  client_secret: \"{{ secrets.REUTERS_CLIENT_SECRET }}\"\n  poll_seconds: %d\n", hdaOut().short, rnd(lower+digits, 6), hdaN(30, 300))
	return hdaT("trap-secret-reference", "yaml", t)
}

func hdaTrFTPNoPw() Sample {
	o := hdaOut()
	t := fmt.Sprintf("Camera FTP preset (%s)\nServer: ftp.photos.%s\nUser: stringer%s\nPassword: ask the photo desk, it changes every Monday\nPassive mode: on\nPath: /incoming/", hdaP("Canon R3", "Nikon Z9", "Sony A1"), o.dom, hdaDig(2))
	return hdaT("trap-account-info", "notes", t)
}

func hdaTrSSHPub() Sample {
	t := fmt.Sprintf("# ~/.ssh/authorized_keys on ingest.%s\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@photo-mac\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ%s %s@laptop\n", hdaOut().dom, rnd(alnum+"+/", 43), hdaUser(), rnd(alnum+"+/", 200), hdaUser())
	return hdaT("trap-public-key", "config", t)
}

func hdaTrVaultRef() Sample {
	var t string
	switch rng.IntN(3) {
	case 0:
		t = fmt.Sprintf("%s: it's in 1Password under \"%s\", you should have access now", hdaFirst(), hdaP("Photo FTP", "X / Twitter desk", "Wire portal", "Mailchimp"))
	case 1:
		t = fmt.Sprintf("%s: AP key lives in vault at secret/data/wires/ap (field api_key), the poller reads it on start", hdaFirst())
	default:
		t = fmt.Sprintf("%s: stripe key is in the %s Bitwarden collection, don't paste it here", hdaFirst(), hdaOut().short)
	}
	return hdaT("trap-secret-reference", "chat", t)
}

func hdaTrOTPTalk() Sample {
	t := fmt.Sprintf("%s: the Instagram 2FA code goes to the desk phone, whoever's on nights has it. codes expire after 30s so be quick", hdaFirst())
	if hdaC(50) {
		t = fmt.Sprintf("%s: we moved the social accounts to the shared authenticator, backup codes are printed and in the editor's safe — don't photograph them", hdaFirst())
	}
	return hdaT("trap-2fa-talk", "chat", t)
}
