package main

import (
	"fmt"
	"strings"
)

// CSV exports from browsers and vaults, and tables made from them.

func hcxCSVGens() []hcxGen {
	return []hcxGen{
		{9, hcxChromeCSV}, {7, hcxFirefoxCSV}, {8, hcxBitwardenCSV}, {6, hcxLastPassCSV},
		{6, hcx1PasswordCSV}, {6, hcxKeePassXCCSV}, {5, hcxDashlaneCSV}, {5, hcxProtonCSV},
		{5, hcxAppleCSV}, {5, hcxKeeperCSV}, {4, hcxFamilySheet}, {5, hcxWifiInventory},
		{6, hcxDedupeTable}, {7, hcxImportErrorChat}, {4, hcxRoboformCSV},
		// traps
		{5, hcxTrapEmptyExport}, {6, hcxTrapPasskeyCSV}, {8, hcxTrapDedupeReport},
		{6, hcxTrapHealthCSV}, {4, hcxTrapFieldMap}, {7, hcxTrapMaskedCSV}, {4, hcxTrapHIBP},
		{6, hcxTrapImportLog}, {5, hcxTrapTemplateCSV},
	}
}

func hcxWrapCSV(csv, mgr string) (string, string) {
	switch rng.IntN(4) {
	case 0:
		return csv, "csv"
	case 1:
		return hcxOne("here's the top of the ", "first lines of the ", "pasting the ") + mgr + hcxOne(" export, ", " csv - ", " file: ") +
			hcxOne("why does the importer reject it?", "is the header right?", "can you turn it into what "+hcxOne("KeePassXC", "Proton Pass", "1Password")+" wants?", "which columns do I need?") + "\n\n" + csv, "chat"
	case 2:
		return "```csv\n" + csv + "\n```\n" + hcxOne("That's what I got out of ", "Output from ") + mgr + ". " +
			hcxOne("Delete it after we're done.", "I'll shred the file once the import works.", "Only 2 rows, the rest look the same."), "markdown"
	}
	return "$ head -n 4 ~/Downloads/" + hcxOne("passwords.csv", "export.csv", strings.ToLower(strings.ReplaceAll(mgr, " ", "_"))+"_export.csv") + "\n" + csv, "shell"
}

func hcxChromeCSV() Sample {
	mgr := hcxOne("Chrome", "Edge", "Brave", "Vivaldi")
	hdr := "name,url,username,password"
	note := hcxP(50)
	if note {
		hdr += ",note"
	}
	rows := []string{hdr}
	var secs, keep []string
	n := hcxN(1, 3)
	for i := 0; i < n; i++ {
		s, p := hcxSiteR(), hcxWho()
		u := hcxLogin(p)
		pw := ""
		if i == 0 || (i == 1 && hcxP(30)) {
			pw = hcxPw()
			secs = append(secs, pw)
		}
		f := []string{s.Host, s.URL, u, pw}
		if note {
			f = append(f, hcxOne("", "", "old account", "shared w/ "+hcxCap(pick(hcxFirsts))))
		}
		rows = append(rows, hcxJoinCSV(f...))
		keep = append(keep, u)
	}
	t, f := hcxWrapCSV(hcxLines(rows...), mgr)
	return hcxSec("browser-password", f, t, secs, keep...)
}

func hcxFirefoxCSV() Sample {
	rows := []string{`"url","username","password","httpRealm","formActionOrigin","guid","timeCreated","timeLastUsed","timePasswordChanged"`}
	var secs, keep []string
	for i, n := 0, hcxTwoSome(); i < n; i++ {
		s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
		host := "https://" + s.Host
		rows = append(rows, fmt.Sprintf(`"%s","%s","%s",,"%s","{%s}","%s","%s","%s"`, host, u, pw, host, hcxUUID(), hcxEpochMs(), hcxEpochMs(), hcxEpochMs()))
		secs = append(secs, pw)
		keep = append(keep, u)
	}
	t, f := hcxWrapCSV(hcxLines(rows...), "Firefox")
	return hcxSec("browser-password", f, t, secs, keep...)
}

func hcxBitwardenCSV() Sample {
	rows := []string{"folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp"}
	var secs, keep []string
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	totp := ""
	if hcxP(25) {
		totp = hcxTOTPraw()
		secs = append(secs, totp)
	}
	folder := hcxOne("", "Work", "Finance", "Home", "Social", "Infra")
	rows = append(rows, hcxJoinCSV(folder, hcxOne("", "1"), "login", s.Name, "", "", "0", s.URL, u, pw, totp))
	secs = append(secs, pw)
	keep = append(keep, u)
	if hcxP(50) {
		rows = append(rows, hcxJoinCSV(folder, "", "note", hcxOne("Passport numbers", "Insurance policy", "Car registration"), hcxOne("see scan in drive", "policy HX-"+hcxDigitsN(7)), "", "0", "", "", "", ""))
	}
	t, f := hcxWrapCSV(hcxLines(rows...), "Bitwarden")
	return hcxSec("vault-password", f, t, secs, keep...)
}

func hcxLastPassCSV() Sample {
	rows := []string{"url,username,password,totp,extra,name,grouping,fav"}
	var secs, keep []string
	if hcxP(30) {
		s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
		rows = append(rows, hcxJoinCSV(s.URL, u, pw, "", "", s.Name, hcxOne("Personal", "Shared-Family", "Work\\Legacy", ""), "0"))
		secs = append(secs, pw)
		keep = append(keep, u)
	}
	ssid := hcxOne("Vodafone-", "FRITZ!Box 7590 ", "TP-Link_", "MagentaWLAN-", "Livebox-") + rnd(upper+digits, 4)
	key := hcxOne(hcxPw(), rnd(upper+digits, 20), hcxHumanPw())
	extra := "NoteType:Wi-Fi Password\nLanguage:en-US\nSSID:" + ssid + "\nPassword:" + key + "\nConnection Type:WPA2\nNotes:" + hcxOne("upstairs router", "guest network is separate", "")
	rows = append(rows, hcxJoinCSV("http://sn", "", "", "", extra, hcxOne("Home Wi-Fi", "WLAN", "Office wifi"), "Secure Notes", "0"))
	secs = append(secs, key)
	keep = append(keep, ssid)
	t, f := hcxWrapCSV(hcxLines(rows...), "LastPass")
	return hcxSec("wifi-key", f, t, secs, keep...)
}

func hcx1PasswordCSV() Sample {
	rows := []string{"Title,Website,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes"}
	s, p := hcxSiteR(), hcxWho()
	u, pw := hcxLogin(p), hcxPw()
	secs := []string{pw}
	otp := ""
	if hcxP(35) {
		seed := hcxTOTPraw()
		otp = "otpauth://totp/" + s.Name + ":" + u + "?secret=" + seed + "&issuer=" + strings.ReplaceAll(s.Name, " ", "%20")
		secs = append(secs, seed)
	}
	rows = append(rows, hcxJoinCSV(s.Name, s.URL, u, pw, otp, hcxOne("false", "true"), "false", hcxOne("", "work", "imported", "family;shared"), hcxOne("", "recovery email is the old one", "2FA on phone too")))
	t, f := hcxWrapCSV(hcxLines(rows...), "1Password")
	return hcxSec("vault-password", f, t, secs, u)
}

func hcxKeePassXCCSV() Sample {
	rows := []string{`"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified","Created"`}
	var secs, keep []string
	grp := hcxOne("Root/Internet", "Root/Banking", "Root/Homelab", "Root/Work/Servers", "Root/eMail")
	for i, n := 0, hcxTwoSome(); i < n; i++ {
		s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
		rows = append(rows, fmt.Sprintf(`"%s","%s","%s","%s","%s","%s","","%d","%s","%s"`, grp, s.Name, u, pw, s.URL, hcxOne("", "migrated from KeePass 2.x", "old"), hcxN(0, 68), hcxISO(), hcxISO()))
		secs = append(secs, pw)
		keep = append(keep, u)
	}
	t, f := hcxWrapCSV(hcxLines(rows...), "KeePassXC")
	return hcxSec("vault-password", f, t, secs, keep...)
}

func hcxDashlaneCSV() Sample {
	rows := []string{"username,username2,username3,title,password,note,url,category,otpSecret"}
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	secs := []string{pw}
	otp := ""
	if hcxP(30) {
		otp = hcxTOTPraw()
		secs = append(secs, otp)
	}
	rows = append(rows, hcxJoinCSV(u, "", "", strings.ToLower(s.Name), pw, "", s.URL, hcxOne("Shopping", "Finance", "Entertainment", "Utilities", ""), otp))
	t, f := hcxWrapCSV(hcxLines(rows...), "Dashlane")
	return hcxSec("vault-password", f, t, secs, u)
}

func hcxProtonCSV() Sample {
	rows := []string{"type,name,url,email,username,password,note,totp,createTime,modifyTime,vault"}
	s, p := hcxSiteR(), hcxWho()
	e, pw := hcxMail(p), hcxPw()
	rows = append(rows, hcxJoinCSV("login", s.Name, s.URL, e, "", pw, "", "", fmt.Sprint(hcxN(1650000000, 1760000000)), fmt.Sprint(hcxN(1650000000, 1760000000)), hcxOne("Personal", "Work", "Shared with Mum")))
	t, f := hcxWrapCSV(hcxLines(rows...), "Proton Pass")
	return hcxSec("vault-password", f, t, []string{pw}, e)
}

func hcxAppleCSV() Sample {
	rows := []string{"Title,URL,Username,Password,Notes,OTPAuth"}
	var secs, keep []string
	for i, n := 0, hcxTwoSome(); i < n; i++ {
		s, u := hcxSiteR(), hcxLogin(hcxWho())
		pw := hcxAppleStylePw()
		if hcxP(40) {
			pw = hcxHumanPw()
		}
		rows = append(rows, hcxJoinCSV(s.Host+" ("+u+")", s.URL, u, pw, "", ""))
		secs = append(secs, pw)
		keep = append(keep, u)
	}
	t, f := hcxWrapCSV(hcxLines(rows...), "Apple Passwords")
	return hcxSec("keychain-password", f, t, secs, keep...)
}

func hcxKeeperCSV() Sample {
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	pin := hcxDigitsN(hcxN(4, 6))
	rows := []string{"Folder,Title,Login,Password,Website Address,Notes,Shared Folder,Custom Fields",
		hcxJoinCSV(hcxOne("Banking", "Phone", "Family"), s.Name, u, pw, s.URL, "", "", hcxOne("Security PIN", "Telephone banking PIN", "App PIN")+","+pin)}
	if hcxP(50) {
		rows[1] = hcxJoinCSV(hcxOne("Banking", "Phone", "Family"), s.Name, u, pw, s.URL, hcxOne("", "old login, replaced by passkey"), "", "")
		t, f := hcxWrapCSV(hcxLines(rows...), "Keeper")
		return hcxSec("vault-password", f, t, []string{pw}, u)
	}
	t, f := hcxWrapCSV(hcxLines(rows...), "Keeper")
	return hcxSec("pin", f, t, []string{pw, pin}, u)
}

func hcxFamilySheet() Sample {
	switch rng.IntN(3) {
	case 0:
		door, alarm := hcxDigitsN(hcxN(4, 6)), hcxDigitsN(hcxN(4, 6))
		pw := hcxHumanPw()
		t := hcxLines("Konto;Benutzer;Passwort;Notiz",
			"Haustür Keypad;-;"+door+";nach Umzug geändert",
			"Alarmanlage;-;"+alarm+";Code + #",
			"Telekom Kundencenter;"+hcxMail(hcxWho())+";"+pw+";")
		return hcxSec("door-code", "csv", "Mama's Tabelle (Passwoerter.xlsx → CSV), vor dem Import in Bitwarden:\n"+t, []string{door, alarm, pw})
	case 1:
		safe := fmt.Sprintf("%02d-%02d-%02d", hcxN(0, 99), hcxN(0, 99), hcxN(0, 99))
		pw := hcxHumanPw()
		u := hcxMail(hcxWho())
		t := hcxLines("conta;usuario;senha;obs", "Cofre do escritório;-;"+safe+";gira p/ direita primeiro", "Gmail;"+u+";"+pw+";conta principal")
		return hcxSec("safe-code", "csv", t+"\n\n(planilha antiga, vou passar tudo pro Bitwarden e apagar)", []string{safe, pw}, u)
	}
	locker := hcxDigitsN(4)
	gate := hcxDigitsN(hcxN(4, 6))
	t := hcxLines("what,login,password/code,notes", "gym locker 112,,"+locker+",", "garage gate,,"+gate+hcxOne("#", "*", "")+",remote is broken use keypad", "netflix,"+hcxMail(hcxWho())+",<in 1password now>,moved")
	return hcxSec("locker-code", "csv", "cleaning up the household sheet before we move it into the shared vault:\n"+t, []string{locker, gate})
}

func hcxWifiInventory() Sample {
	rows := []string{"site,ssid,security,psk,vlan,notes"}
	var secs, keep []string
	loc := []string{"HQ-2F", "Warehouse", "Lisbon office", "Showroom", "Guest"}
	for i, n := 0, hcxTwoSome(); i < n; i++ {
		ssid := hcxOne("KL-Staff", "KL-Guest", "BF-Corp", "NW-Lager", "Acme-IoT") + fmt.Sprint(hcxN(1, 9))
		psk := hcxOne(hcxGenPw(), hcxPhrase(), hcxHumanPw())
		rows = append(rows, hcxJoinCSV(pick(loc), ssid, hcxOne("WPA2-PSK", "WPA3-SAE", "WPA2/WPA3"), psk, fmt.Sprint(hcxN(10, 400)), hcxOne("", "rotate quarterly", "printers only")))
		secs = append(secs, psk)
		keep = append(keep, ssid)
	}
	rows = append(rows, hcxJoinCSV("HQ-2F", "KL-Radius", "WPA2-Enterprise", "(802.1X - AD creds)", "20", ""))
	return hcxSec("wifi-key", "csv", "wifi.csv (moving this into the IT vault as Wireless Router items, then deleting the share)\n"+hcxLines(rows...), secs, keep...)
}

func hcxDedupeTable() Sample {
	s := hcxSiteR()
	u := hcxLogin(hcxWho())
	old, nw := hcxPw(), hcxPw()
	rows := []string{
		"| # | entry | username | password | last changed | action |",
		"|---|-------|----------|----------|--------------|--------|",
		fmt.Sprintf("| %d | %s | %s | `%s` | %s | keep |", hcxN(1, 400), s.Name, u, nw, hcxDate()),
	}
	secs := []string{nw}
	if hcxP(45) {
		rows = append(rows, fmt.Sprintf("| %d | %s (2) | %s | `%s` | %s | delete (stale) |", hcxN(1, 400), s.Name, u, old, hcxDate()))
		secs = append(secs, old)
	} else {
		rows = append(rows, fmt.Sprintf("| %d | %s (2) | %s | same as above | %s | delete (dupe) |", hcxN(1, 400), s.Name, u, hcxDate()))
	}
	if hcxP(40) {
		s2 := hcxSiteR()
		rows = append(rows, fmt.Sprintf("| %d | %s | %s | (passkey) | %s | keep |", hcxN(1, 400), s2.Name, u, hcxDate()))
	}
	intro := hcxOne("## Dedupe pass "+hcxDate(), "Duplicates found after merging the LastPass and Chrome imports:", "dupes (need your ok before I delete):")
	return hcxSec("vault-password", "markdown", intro+"\n\n"+hcxLines(rows...), secs, u)
}

func hcxImportErrorChat() Sample {
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	line := hcxN(12, 2400)
	row := hcxJoinCSV(s.Name, s.URL, u, pw)
	msg := hcxOne(
		fmt.Sprintf("importer stops at line %d with \"unexpected field count\". that line is:\n%s\nwhat's wrong with it?", line, row),
		fmt.Sprintf("%s says 'Error: 1 row could not be imported (row %d)'. Row:\n\n    %s\n\nthe other %d went fine", pick(hcxManagers), line, row, hcxN(80, 900)),
		fmt.Sprintf("row %d came through with the password in the username column, original is\n%s\ncan you fix the mapping?", line, row),
	)
	return hcxSec("vault-password", "chat", msg, []string{pw}, u)
}

func hcxRoboformCSV() Sample {
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	rows := []string{"Name,Url,MatchUrl,Login,Pwd,Note,Folder,RfFieldsV2",
		hcxJoinCSV(s.Name, s.URL, s.URL, u, pw, "", "/"+hcxOne("Logins", "Work", "Bank"), "")}
	t, f := hcxWrapCSV(hcxLines(rows...), "RoboForm")
	return hcxSec("vault-password", f, t, []string{pw}, u)
}

// --- traps ---

func hcxTrapEmptyExport() Sample {
	mgr := pick(hcxBrowsers)
	switch rng.IntN(3) {
	case 0:
		return hcxTrap("trap-empty-export", "chat", "exported from "+mgr+" and the file only has\n\nname,url,username,password,note\n\nnothing else?? I have like 300 saved logins. Sync was still running maybe")
	case 1:
		return hcxTrap("trap-empty-export", "shell", "$ wc -l ~/Downloads/"+mgr+"\\ Passwords.csv\n1 /home/"+pick(hcxFirsts)+"/Downloads/"+mgr+" Passwords.csv\n$ cat ~/Downloads/"+mgr+"\\ Passwords.csv\nname,url,username,password")
	}
	return hcxTrap("trap-empty-export", "csv", "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp")
}

func hcxTrapPasskeyCSV() Sample {
	rows := []string{"folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp"}
	for i, n := 0, hcxN(2, 4); i < n; i++ {
		s := hcxSiteR()
		rows = append(rows, hcxJoinCSV(hcxOne("", "Work"), "", "login", s.Name, hcxOne("passkey only", "", "sign in with Google"), "", "0", s.URL, hcxLogin(hcxWho()), "", ""))
	}
	return hcxTrap("trap-passkey-rows", hcxOne("csv", "chat"), hcxOne("", "passkeys don't come along in the CSV, these rows are just user+url:\n")+hcxLines(rows...))
}

func hcxTrapDedupeReport() Sample {
	rows := []string{"| entry | username | copies | newest | action |", "|---|---|---|---|---|"}
	for i, n := 0, hcxN(3, 6); i < n; i++ {
		s := hcxSiteR()
		rows = append(rows, fmt.Sprintf("| %s | %s | %d | %s | %s |", s.Name, hcxLogin(hcxWho()), hcxN(2, 5), hcxDate(), hcxOne("merged", "kept newest", "ask owner", "deleted older")))
	}
	tail := fmt.Sprintf("\n\n%d duplicates removed, %d items left. Passwords compared by hash only, nothing printed.", hcxN(20, 300), hcxN(300, 2000))
	return hcxTrap("trap-dedupe-report", "markdown", "### Dedupe "+hcxDate()+"\n\n"+hcxLines(rows...)+tail)
}

func hcxTrapHealthCSV() Sample {
	rows := []string{"title,website,username,issue,strength,last_changed"}
	for i, n := 0, hcxN(3, 5); i < n; i++ {
		s := hcxSiteR()
		rows = append(rows, hcxJoinCSV(s.Name, s.Host, hcxLogin(hcxWho()), hcxOne("reused (4 items)", "weak", "compromised (HIBP)", "no 2FA", "reused (11 items)"), hcxOne("12", "38", "54", "91", "fair", "terrible"), hcxDate()))
	}
	return hcxTrap("trap-password-health", "csv", hcxOne("Watchtower report, exported:\n", "Password health (Bitwarden reports → CSV):\n", "")+hcxLines(rows...))
}

func hcxTrapFieldMap() Sample {
	t := hcxLines("| LastPass column | Bitwarden column | note |", "|---|---|---|",
		"| url | login_uri | http://sn = secure note |", "| username | login_username | |", "| password | login_password | |",
		"| totp | login_totp | seed, not the 6 digits |", "| extra | notes | NoteType lines become notes |", "| grouping | folder | backslash → slash |")
	return hcxTrap("trap-field-map", "markdown", hcxOne("Column mapping for the migration script:\n\n", "")+t)
}

func hcxTrapMaskedCSV() Sample {
	rows := []string{"name,url,username,password"}
	mask := hcxOne("********", "••••••••", "[REDACTED]", "<hidden>", "xxxxxxxx", "***")
	for i, n := 0, hcxN(2, 4); i < n; i++ {
		s := hcxSiteR()
		rows = append(rows, hcxJoinCSV(s.Host, s.URL, hcxLogin(hcxWho()), mask))
	}
	return hcxTrap("trap-masked-password", hcxOne("csv", "ticket"), hcxOne("", "Sample of the export (passwords masked by me) for the import bug:\n")+hcxLines(rows...))
}

func hcxTrapHIBP() Sample {
	rows := []string{"$ ./hibp-check.sh vault.csv"}
	for i, n := 0, hcxN(3, 5); i < n; i++ {
		s := hcxSiteR()
		st := hcxOne(fmt.Sprintf("FOUND %d times", hcxN(2, 90000)), "ok", "ok", "ok")
		rows = append(rows, fmt.Sprintf("%-14s prefix=%s  %s", s.Name, strings.ToUpper(rnd(hexs, 5)), st))
	}
	rows = append(rows, fmt.Sprintf("checked %d passwords via k-anonymity range API", hcxN(50, 900)))
	return hcxTrap("trap-hash-prefix", "shell", hcxLines(rows...))
}

func hcxTrapImportLog() Sample {
	rows := []string{"row,item_id,title,status,detail"}
	for i, n := 0, hcxN(3, 5); i < n; i++ {
		s := hcxSiteR()
		rows = append(rows, hcxJoinCSV(fmt.Sprint(hcxN(1, 900)), hcxUUID(), s.Name, hcxOne("imported", "imported", "skipped", "failed"), hcxOne("", "duplicate of "+hcxUUID()[:8], "uri invalid", "")))
	}
	return hcxTrap("trap-import-log", "csv", hcxLines(rows...))
}

func hcxTrapTemplateCSV() Sample {
	t := hcxLines("name,url,username,password,note",
		"Example Site,https://example.com/login,your.name@example.com,<password>,replace every <...> before importing",
		"Router,http://192.168.0.1,admin,changeme,placeholder - change me to the real one")
	return hcxTrap("trap-placeholder", "csv", hcxOne("import-template.csv:\n", "Template for people who keep passwords in a spreadsheet:\n")+t)
}
