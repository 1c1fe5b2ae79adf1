package main

import (
	"fmt"
	"strings"
)

// CMS logins, shared desk accounts, building codes and newsroom Wi-Fi.

func hdaCMSGens() []hdaGen {
	return []hdaGen{
		{12, hdaCMSChat},
		{10, hdaCMSHandover},
		{7, hdaCMSEnv},
		{6, hdaCMSWPConfig},
		{7, hdaCMSArcCurl},
		{7, hdaCMSWikiTable},
		{9, hdaCMSWelcomeMail},
		{6, hdaCMSGhost},
		{5, hdaCMSDrupal},
		{8, hdaCMSMagicLink},
		{7, hdaCMSTOTP},
		{4, hdaCMSBackupCodes},
		{11, hdaCMSDoorCodes},
		{8, hdaCMSWifi},
		{6, hdaCMSWPAppPw},
	}
}

func hdaCMSChat() Sample {
	o := hdaOut()
	u := hdaDeskAcct()
	pw := hdaPw()
	who := hdaFirst()
	host := hdaP("cms.", "wp.", "admin.", "editor.") + o.dom
	var t string
	switch rng.IntN(5) {
	case 0:
		t = fmt.Sprintf("%s: @here anyone on tonight needs the shared %s account for %s — user `%s`, pw `%s`. don't change it pls", who, hdaP("CMS", "WordPress", "Arc"), host, u, pw)
	case 1:
		t = fmt.Sprintf("[%s] %s: the %s login got rotated after the freelancer left\n[%s] %s: new one?\n[%s] %s: %s / password %s\n[%s] %s: ta", hdaClock(), who, u, hdaClock(), hdaFirst(), hdaClock(), who, u, pw, hdaClock(), hdaFirst())
	case 2:
		t = fmt.Sprintf("%s hey can you publish the council piece? I'm locked out. Desk account on %s is %s, pass is %s if you need it", hdaP("yo", "hi", "hiya"), host, u, pw)
	case 3:
		t = fmt.Sprintf("Hallo zusammen, für das Wochenende: Redaktionszugang %s, Benutzer %s, Passwort: %s — bitte nicht weitergeben.", host, u, pw)
	default:
		t = fmt.Sprintf("%s: for the live blog tonight log into %s with %s\n%s: password?\n%s: %s (capital first letter)", who, host, u, hdaFirst(), who, pw)
	}
	return hdaS("cms-password", "chat", t, hdaL(pw), u, host)
}

func hdaCMSHandover() Sample {
	o := hdaOut()
	u := hdaDeskAcct()
	pw := hdaPw()
	code := hdaCode(hdaN(4, 6))
	ed := hdaPerson()
	lines := []string{
		fmt.Sprintf("NIGHT DESK HANDOVER — %s, %s", o.name, hdaDate()),
		"",
		fmt.Sprintf("- Lead: %s story still embargoed until %s, do NOT schedule before then", hdaP("budget", "hospital", "transport", "court"), hdaClock()),
		fmt.Sprintf("- Splash picture swapped at %s, caption checked by %s", hdaClock(), ed),
		fmt.Sprintf("- Weekend CMS account: %s / %s", u, pw),
	}
	secrets := hdaL(pw)
	if hdaC(35) {
		lines = append(lines, fmt.Sprintf("- Back door keypad is %s, alarm resets itself", code))
		secrets = append(secrets, code)
	}
	lines = append(lines, fmt.Sprintf("- %s pages to print by %s", hdaP("Sport", "Business", "Arts"), hdaClock()),
		fmt.Sprintf("- Call %s if the wires go down", hdaFirst()))
	if hdaC(40) {
		lines[1], lines[2] = lines[2], lines[1]
	}
	return hdaS("cms-password", "handover", strings.Join(lines, "\n"), secrets, u, ed)
}

func hdaCMSEnv() Sample {
	o := hdaOut()
	dbpw := hdaPwURL()
	salt := rnd(alnum+"!#%*+?@=.-_<>[]{}|~^,;:()", 64)
	dbu := "wp_" + o.short
	t := fmt.Sprintf("# %s WordPress (staging)\nWORDPRESS_DB_HOST=db-staging.%s:3306\nWORDPRESS_DB_NAME=%s_wp\nWORDPRESS_DB_USER=%s\nWORDPRESS_DB_PASSWORD=%s\nWORDPRESS_TABLE_PREFIX=wp_\nWORDPRESS_AUTH_KEY='%s'\nWP_DEBUG=false\n", o.name, o.dom, o.short, dbu, dbpw, salt)
	if hdaC(50) {
		t = strings.Replace(t, "WORDPRESS_AUTH_KEY='"+salt+"'\n", "", 1)
		return hdaS("db-password", "env", t, hdaL(dbpw), dbu, "db-staging."+o.dom)
	}
	return hdaS("db-password", "env", t, hdaL(dbpw, salt), dbu, "db-staging."+o.dom)
}

func hdaCMSWPConfig() Sample {
	o := hdaOut()
	pw := hdaPwURL()
	lk := rnd(alnum+"!#%*+?@=.-_<>[]{}|~^", 64)
	t := fmt.Sprintf("<?php\n/** %s — production config, edited %s */\ndefine( 'DB_NAME', '%s_live' );\ndefine( 'DB_USER', '%s_app' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'mysql-01.int.%s' );\ndefine( 'DB_CHARSET', 'utf8mb4' );\n\ndefine( 'LOGGED_IN_KEY', '%s' );\n\n$table_prefix = 'np_';\n", o.name, hdaDate(), o.short, o.short, pw, o.dom, lk)
	if hdaC(60) {
		t = strings.Replace(t, "define( 'LOGGED_IN_KEY', '"+lk+"' );\n\n", "", 1)
		return hdaS("db-password", "php", t, hdaL(pw), o.short+"_app")
	}
	return hdaS("db-password", "php", t, hdaL(pw, lk), o.short+"_app")
}

func hdaCMSArcCurl() Sample {
	o := hdaOut()
	tok := rnd(upper+digits, 64)
	if hdaC(40) {
		tok = rnd(alnum, 48)
	}
	id := rnd(upper+digits, 26)
	t, f := "", "shell"
	if hdaC(50) {
		t = fmt.Sprintf("$ curl -s -H \"Authorization: Bearer %s\" \\\n    \"https://api.%s.arcpublishing.com/content/v4/?website=%s&_id=%s\" | jq .headlines.basic\n\"%s\"", tok, o.short, o.short, id, hdaP("Council approves night tram trial", "Storm closes coast road", "Mayor denies funding gap"))
	} else {
		f = "code"
		t = fmt.Sprintf("# arc_export.py — pulls yesterday's stories for the archive\nimport requests\n\nARC_ORG = \"%s\"\nARC_TOKEN = \"%s\"  # developer token, sandbox+prod\n\nr = requests.get(f\"https://api.{ARC_ORG}.arcpublishing.com/content/v4/search\",\n                 headers={\"Authorization\": f\"Bearer {ARC_TOKEN}\"},\n                 params={\"website\": ARC_ORG, \"q\": \"type:story\"})\n", o.short, tok)
	}
	return hdaS("cms-api-token", f, t, hdaL(tok), o.short)
}

func hdaCMSWikiTable() Sample {
	o := hdaOut()
	type row struct{ svc, user, pw string }
	svcs := []string{"CMS (Arc)", "WordPress archive", "Photo FTP", "Newsletter (Mailchimp)", "X / Twitter", "Instagram", "Wire portal", "Print PDF portal", "Scheduling (Hootsuite)", "Chartbeat"}
	rng.Shuffle(len(svcs), func(i, j int) { svcs[i], svcs[j] = svcs[j], svcs[i] })
	n := 2 + rng.IntN(10)/7
	var rows []row
	for i := 0; i < n; i++ {
		rows = append(rows, row{svcs[i], hdaP(hdaDeskAcct(), "desk@"+o.dom, "social@"+o.dom, "@"+o.short+"news"), hdaPw()})
	}
	var b strings.Builder
	fmt.Fprintf(&b, "## Shared desk accounts (%s)\n\nLast updated %s by %s. Ask the duty editor before changing anything.\n\n", o.name, hdaDate(), hdaPerson())
	b.WriteString("| Service | Login | Password | Notes |\n|---|---|---|---|\n")
	var secrets, keep []string
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", r.svc, r.user, r.pw, hdaP("2FA on desk phone", "", "shared w/ weekend team", "rotated quarterly"))
		secrets = append(secrets, r.pw)
		keep = append(keep, r.svc)
	}
	b.WriteString("\nIf a password stops working, post in #desk-ops, don't reset it yourself.\n")
	return hdaS("shared-account-password", "markdown", b.String(), secrets, keep...)
}

func hdaCMSWelcomeMail() Sample {
	o := hdaOut()
	u := hdaUser()
	pw := hdaPw()
	name := hdaPerson()
	var t string
	switch rng.IntN(3) {
	case 0:
		t = fmt.Sprintf("Subject: Your %s CMS account\n\nHi %s,\n\nWelcome to the %s desk! Your account is ready:\n\n  URL:      https://cms.%s/login\n  Username: %s\n  Temporary password: %s\n\nYou'll be asked to set a new one on first login. Training is on %s at 10:00 in the small meeting room.\n\nCheers,\nNewsroom Systems", o.name, strings.Split(name, " ")[0], hdaP("metro", "sport", "digital", "business"), o.dom, u, pw, hdaP("Monday", "Tuesday", "Thursday"))
	case 1:
		t = fmt.Sprintf("Asunto: Acceso al gestor de contenidos\n\nHola %s:\n\nYa tienes usuario en el CMS de %s.\nUsuario: %s\nContraseña provisional: %s\n\nCámbiala al entrar por primera vez. Cualquier duda, escribe a sistemas@%s.\n\nUn saludo", name, o.name, u, pw, o.dom)
	default:
		t = fmt.Sprintf("From: it-helpdesk@%s\nTo: %s@%s\nSubject: RE: freelancer access for the election night\n\nAccount created for the weekend only (expires Monday 09:00):\nlogin %s\npassword %s\n\nPlease remind them not to publish directly, everything goes through the desk.\n", o.dom, u, o.dom, "ext-"+u, pw)
		u = "ext-" + u
	}
	return hdaS("cms-password", "mail", t, hdaL(pw), u)
}

func hdaCMSGhost() Sample {
	o := hdaOut()
	key := hdaHex(24) + ":" + hdaHex(64)
	t := fmt.Sprintf("// newsletter-sync/ghost.js\nconst GhostAdminAPI = require('@tryghost/admin-api');\n\nconst api = new GhostAdminAPI({\n  url: 'https://%s.ghost.io',\n  key: '%s', // Admin API key from Settings > Integrations\n  version: 'v5.0'\n});\n", o.short, key)
	f := "code"
	if hdaC(40) {
		f = "chat"
		t = fmt.Sprintf("%s: the Ghost admin key for the %s integration is %s, I put it in the zap too\n%s: 👍", hdaFirst(), hdaP("Zapier", "newsletter", "podcast"), key, hdaFirst())
	}
	return hdaS("ghost-admin-key", f, t, hdaL(key))
}

func hdaCMSDrupal() Sample {
	o := hdaOut()
	pw := hdaPwURL()
	hash := rnd(b64url, 55)
	t := fmt.Sprintf("$databases['default']['default'] = [\n  'database' => '%s_d10',\n  'username' => 'drupal',\n  'password' => '%s',\n  'host' => 'pg.%s',\n  'port' => '5432',\n  'driver' => 'pgsql',\n];\n$settings['hash_salt'] = '%s';\n", o.short, pw, o.dom, hash)
	if hdaC(60) {
		t = strings.Replace(t, "$settings['hash_salt'] = '"+hash+"';\n", "$settings['config_sync_directory'] = '../config/sync';\n", 1)
		return hdaS("db-password", "php", t, hdaL(pw), "pg."+o.dom)
	}
	return hdaS("db-password", "php", t, hdaL(pw, hash), "pg."+o.dom)
}

func hdaCMSMagicLink() Sample {
	o := hdaOut()
	tok := rnd(b64url, hdaN(32, 48))
	link := fmt.Sprintf("https://%s/%s?token=%s", hdaP("cms.", "members.", "account.")+o.dom, hdaP("auth/magic", "login/link", "signin/verify"), tok)
	t, f := "", "mail"
	if hdaC(50) {
		t = fmt.Sprintf("Fwd: Your sign-in link\n\nClick below to sign in to %s. This link expires in 15 minutes and can be used once.\n\n%s\n\nIf you didn't request it you can ignore this email.", o.name, link)
	} else {
		f = "chat"
		t = fmt.Sprintf("%s: can't get the 2FA code on my phone, can you just use this, it's my login link %s\n%s: on it", hdaFirst(), link, hdaFirst())
	}
	return hdaS("magic-link-token", f, t, hdaL(tok), o.dom)
}

func hdaCMSTOTP() Sample {
	o := hdaOut()
	seed := hdaTOTP()
	acct := hdaP("social@", "desk@", "newsletter@") + o.dom
	var t string
	if hdaC(50) && !strings.Contains(seed, " ") {
		t = fmt.Sprintf("Shared 2FA for %s — add this to the desk phone authenticator:\notpauth://totp/%s:%s?secret=%s&issuer=%s\n(scan the QR in the safe if this doesn't work)", acct, o.short, acct, seed, o.short)
	} else {
		t = fmt.Sprintf("Notes — social accounts 2FA migration\n* Moved Instagram 2FA from %s's phone to the shared authenticator\n* Setup key for %s: %s\n* Backup phone is the desk mobile", hdaFirst(), acct, seed)
	}
	return hdaS("totp-seed", "notes", t, hdaL(seed), acct)
}

func hdaCMSBackupCodes() Sample {
	o := hdaOut()
	n := 2 + rng.IntN(10)/8
	var codes []string
	for i := 0; i < n; i++ {
		if hdaC(50) {
			codes = append(codes, rnd(digits, 4)+" "+rnd(digits, 4))
		} else {
			codes = append(codes, rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5))
		}
	}
	acct := hdaP("the X account", "Instagram", "the Facebook page admin", "the Google desk account")
	t := fmt.Sprintf("Remaining backup codes for %s (%s), cross them off when used:\n", acct, "@"+o.short+"news")
	for _, c := range codes {
		t += "  " + c + "\n"
	}
	t += fmt.Sprintf("Regenerate once we're down to one. — %s", hdaFirst())
	return hdaS("recovery-code", "notes", t, codes, "@"+o.short+"news")
}

func hdaCMSDoorCodes() Sample {
	o := hdaOut()
	c1 := hdaCode(hdaN(4, 6))
	t, f := "", "chat"
	secrets := hdaL(c1)
	switch rng.IntN(5) {
	case 0:
		t = fmt.Sprintf("%s: side door code for the newsroom is %s# until facilities change it on the 1st", hdaFirst(), c1)
	case 1:
		c2 := hdaCode(2) + "-" + hdaCode(2) + "-" + hdaCode(2)
		f = "notes"
		t = fmt.Sprintf("Photo desk, things you need on your first late:\n- Building entrance: %s then the bell\n- Camera safe (under the light table): %s\n- Spare batteries are in the grey locker, not locked", c1, c2)
		secrets = append(secrets, c2)
	case 2:
		f = "mail"
		t = fmt.Sprintf("Subject: Alarm code %s office\n\nThe alarm code for the %s bureau is now %s. Please don't write it on the whiteboard again.\n\nFacilities", hdaP("Riverside", "city hall", "North"), o.name, c1)
	case 3:
		f = "notes"
		t = fmt.Sprintf("Locker %d (kit room) combo %s — has the spare drone batteries and the press vests", hdaN(10, 80), c1)
	default:
		t = fmt.Sprintf("Oi, voor vanavond: de code van de achterdeur is %s, alarm staat uit na 23:00. Groet, %s", c1, hdaFirst())
	}
	return hdaS("door-code", f, t, secrets)
}

func hdaCMSWifi() Sample {
	o := hdaOut()
	ssid := hdaP("Newsroom", "NR-Staff", "Redaktion", "Studio-5G", "Desk") + "-" + strings.ToUpper(o.short[:3])
	key := hdaPw()
	t, f := "", "chat"
	switch rng.IntN(3) {
	case 0:
		t = fmt.Sprintf("Wifi for the election-night studio: network %s, key %s. Guests use the open one, not this.", ssid, key)
	case 1:
		f = "qr-payload"
		t = fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, key)
	default:
		f = "notes"
		t = fmt.Sprintf("Welcome pack p.3\nStaff Wi-Fi\n  SSID: %s\n  Passphrase: %s\nPrinters are on the same network, see p.4", ssid, key)
	}
	return hdaS("wifi-key", f, t, hdaL(key), ssid)
}

func hdaCMSWPAppPw() Sample {
	o := hdaOut()
	ap := hdaWPAppPw()
	u := hdaDeskAcct()
	t := fmt.Sprintf("WordPress > Users > %s > Application Passwords\nName: %s\nNew application password: %s\nBe sure to save this in a safe location. You will not be able to retrieve it.\n\n(saving it here for the %s sync script)", u, hdaP("apple-news-sync", "newsletter-import", "podcast-feed"), ap, o.name)
	f := "notes"
	if hdaC(40) {
		f = "shell"
		t = fmt.Sprintf("$ curl --user \"%s:%s\" https://%s/wp-json/wp/v2/posts?status=draft | jq length\n%d", u, ap, o.dom, hdaN(3, 40))
	}
	return hdaS("wp-application-password", f, t, hdaL(ap), u)
}
