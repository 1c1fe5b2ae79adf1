package main

import (
	"fmt"
	"strings"
)

// Traps: texts of the same migrations, in the same layouts, with no secret in them.

func hcxTrapGens() []hcxGen {
	return []hcxGen{
		{6, hcxTrapResetMaster}, {7, hcxTrapPolicy}, {8, hcxTrapWhereLives}, {6, hcxTrapImportSummary},
		{4, hcxTrapEmergencyKit}, {5, hcxTrapDoorAsk}, {5, hcxTrapInvoice}, {6, hcxTrapMaskedChat},
		{4, hcxTrapHint}, {4, hcxTrapDontPaste}, {6, hcxTrapOpRefs}, {6, hcxTrapEnvExample},
		{6, hcxTrapOpConcealed}, {6, hcxTrapKPProtected}, {5, hcxTrapBWList}, {5, hcxTrapChecksum},
		{6, hcxTrapPubKey}, {6, hcxTrapLogIDs}, {5, hcxTrapCommit}, {4, hcxTrapGitignore},
		{4, hcxTrapVersions}, {5, hcxTrapCISecrets}, {6, hcxTrapAWSMeta}, {4, hcxTrapStrength},
		{5, hcxTrapWifiRef}, {4, hcxTrapExportSteps}, {4, hcxTrapTOTPTalk}, {6, hcxTrapItemIDs},
		{5, hcxTrapIdentity}, {5, hcxTrapPkLive}, {4, hcxTrapRecoveryTalk}, {6, hcxTrapMemory},
		{5, hcxTrapWebhookMasked}, {5, hcxTrapTokenTalk},
	}
}

func hcxTrapResetMaster() Sample {
	p := hcxWho()
	org := hcxOne("Bitwarden", "1Password", "Keeper")
	t := hcxOne(
		fmt.Sprintf("Hi %s, I've reset your %s master password via account recovery. You'll get an email with a link to set a new one; pick something you haven't used before (at least 14 characters).", hcxCap(p.First), org),
		fmt.Sprintf("Subject: Your master password was reset\n\nAn administrator of %s reset the master password for %s on %s. If this wasn't expected, contact IT.", pick(hcxOrgDoms), hcxMail(p), hcxTime()),
		fmt.Sprintf("done, %s's master password is reset. told her to choose a passphrase, she'll do it at her desk, I didn't see it", hcxCap(p.First)),
	)
	return hcxTrap("trap-password-talk", hcxOne("chat", "mail"), t)
}

func hcxTrapPolicy() Sample {
	t := hcxLines("## Master password policy",
		fmt.Sprintf("- At least %d characters; a passphrase of %d+ random words is fine.", hcxN(12, 16), hcxN(4, 6)),
		"- Must not be used anywhere else, and must not be stored in the vault itself.",
		"- Never share it with IT. We will never ask for it.",
		fmt.Sprintf("- KDF: Argon2id, %d iterations, %d MB memory.", hcxN(3, 6), hcxN(64, 256)),
		"- Forgot it? Use account recovery (admins approve).")
	return hcxTrap("trap-password-policy", hcxOne("wiki", "markdown"), t)
}

func hcxTrapWhereLives() Sample {
	s := hcxSiteR()
	t := hcxOne(
		fmt.Sprintf("the %s password is in 1Password now, vault Infra → \"%s admin\". don't use the old sheet", s.Name, s.Name),
		fmt.Sprintf("where's the %s login? → Bitwarden, collection Shared/Ops. ask %s for access if you can't see it", s.Name, hcxCap(pick(hcxFirsts))),
		fmt.Sprintf("moved. KeePassXC entry path is Root/Homelab/%s, same password as before", s.Name),
		fmt.Sprintf("It's in the family vault under \"%s\" (the one with the green icon). Password wasn't changed during the move.", s.Name),
	)
	return hcxTrap("trap-secret-reference", "chat", t)
}

func hcxTrapImportSummary() Sample {
	t := fmt.Sprintf("Import finished.\nSource: %s (%s)\nItems imported: %d\nFolders: %d\nDuplicates skipped: %d\nItems without password: %d\nWeak passwords flagged: %d\nElapsed: %ds",
		hcxOne("LastPass", "Chrome", "Dashlane", "1Password 7", "KeePass 2"), "CSV", hcxN(30, 2000), hcxN(1, 40), hcxN(0, 200), hcxN(0, 90), hcxN(0, 120), hcxN(2, 300))
	return hcxTrap("trap-import-summary", hcxOne("log", "shell"), t)
}

func hcxTrapEmergencyKit() Sample {
	t := hcxOne(
		"Emergency Kit printed for everyone at the offsite. The Secret Key is pre-filled, the master password box is left blank — people write it themselves. Kits go in the sealed envelopes in the safe.",
		"Reminder: download your Emergency Kit (PDF) after you switch, and store it offline. Don't email it, don't put it in Drive.",
		"emergency kit: done ✔ (printed, in the fire safe, secret key on it, master pw NOT written down)",
	)
	return hcxTrap("trap-password-talk", hcxOne("notes", "chat"), t)
}

func hcxTrapDoorAsk() Sample {
	t := hcxOne(
		"door code changed yesterday, ask "+hcxCap(pick(hcxFirsts))+" for the new one (not posting it here)",
		"the alarm code is in the vault now (Secure Note 'Office alarm'), the paper on the fridge is gone",
		"Office keypad codes are rotated monthly. Current one: see 1Password → Facilities.",
		"gate code: same as last month. locker codes: reception has the list",
	)
	return hcxTrap("trap-secret-reference", "chat", t)
}

func hcxTrapInvoice() Sample {
	prod := hcxOne("1Password Families", "Bitwarden Teams", "Proton Pass Plus", "Keeper Business", "Dashlane Premium")
	t := fmt.Sprintf(`Subject: Receipt for %s

Invoice number: %s-%d
Order ID: %s
Customer ID: cus_%s
Seats: %d
Amount: %d.%02d EUR (VAT %d%%)
Billing period: %s – %s

Thanks for moving your team over!`, prod, hcxOne("INV", "BW", "1P"), hcxN(100000, 9999999), strings.ToUpper(rnd(alnum, 12)), rnd(alnum, 14), hcxN(1, 80), hcxN(30, 2000), hcxN(0, 99), hcxN(7, 25), hcxDate(), hcxDate())
	return hcxTrap("trap-order-number", "mail", t)
}

func hcxTrapMaskedChat() Sample {
	s := hcxSiteR()
	m := hcxOne("••••••••", "********", "●●●●●●●●●●", "[hidden]")
	t := fmt.Sprintf("screenshot text from the item:\nTitle: %s\nUsername: %s\nPassword: %s\nWebsite: %s\n\nit shows the dots but 'copy' does nothing after the import", s.Name, hcxLogin(hcxWho()), m, s.URL)
	return hcxTrap("trap-masked-password", "chat", t)
}

func hcxTrapHint() Sample {
	t := hcxOne(
		"Master password hint: \"first dog + the year we moved\". Don't put more than that in the hint field.",
		"hint it shows me is 'usual + !' which is useless, I have 3 usuals",
		fmt.Sprintf("My hint says '%s street'. Bitwarden won't tell you the password, only the hint, by email.", hcxOne("grandma's", "old", "first")),
	)
	return hcxTrap("trap-password-hint", "chat", t)
}

func hcxTrapDontPaste() Sample {
	t := hcxOne(
		"please don't paste passwords in this channel, share the item from the vault or use a Send that expires",
		"Reminder: the CSV exports contain every password in plain text. Delete them from Downloads AND the trash after importing.",
		"mods: removed a message that had a password in it. use the vault sharing, folks",
	)
	return hcxTrap("trap-password-talk", "chat", t)
}

func hcxTrapOpRefs() Sample {
	v := hcxOne("Infra", "Prod", "Private")
	t := hcxLines("# .env.tpl — run with: op run --env-file=.env.tpl -- ./migrate",
		"DB_PASSWORD=op://"+v+"/Postgres/password",
		"LPASS_PASSWORD=op://"+v+"/LastPass export user/password",
		"BW_CLIENTSECRET=op://"+v+"/Bitwarden API/credential",
		"SMTP_PASSWORD=${SMTP_PASSWORD}")
	if hcxP(50) {
		t = hcxLines("env:", "  DB_PASSWORD: ${{ secrets.DB_PASSWORD }}", "  BW_PASSWORD: ${{ secrets.BW_MASTER }}",
			"  VAULT_TOKEN: \"{{ vault_token }}\"", "  KEEPASS_DB_PASSWORD: vault:secret/data/keepass#password")
	}
	return hcxTrap("trap-secret-reference", hcxOne("env", "yaml"), t)
}

func hcxTrapEnvExample() Sample {
	t := hcxLines("# .env.example — copy to .env and fill in", "BW_SERVER=https://vault.bitwarden.com",
		"BW_CLIENTID=", "BW_CLIENTSECRET=", "BW_PASSWORD=changeme  # change this, obviously",
		"LPASS_USER=you@example.com", "LPASS_PASSWORD=<your-lastpass-master-password>", "DRY_RUN=true")
	return hcxTrap("trap-placeholder", "env", t)
}

func hcxTrapOpConcealed() Sample {
	s := hcxSiteR()
	t := hcxLines(`$ op item get "`+s.Name+`" --fields username,password`,
		hcxLogin(hcxWho())+",[use 'op item get "+rnd(lower+digits, 26)+" --reveal' to reveal]",
		`$ op item get "`+s.Name+`" --format json | jq .id`, `"`+rnd(lower+digits, 26)+`"`)
	return hcxTrap("trap-concealed-output", "shell", t)
}

func hcxTrapKPProtected() Sample {
	s := hcxSiteR()
	db := hcxOne("~/vault.kdbx", "Passwords.kdbx", "IT.kdbx")
	t := hcxLines("$ keepassxc-cli show "+db+" \""+s.Name+"\"", "Enter password to unlock "+db+": ",
		"Title: "+s.Name, "UserName: "+hcxLogin(hcxWho()), "Password: PROTECTED", "URL: "+s.URL, "Notes: ", "Uuid: {"+hcxUUID()+"}")
	return hcxTrap("trap-concealed-output", "shell", t)
}

func hcxTrapBWList() Sample {
	lines := []string{"$ bw list items --search " + strings.ToLower(hcxSiteR().Name) + " | jq -r '.[] | [.id, .name, .login.username] | @tsv'"}
	for i, n := 0, hcxN(2, 4); i < n; i++ {
		s := hcxSiteR()
		lines = append(lines, hcxUUID()+"\t"+s.Name+"\t"+hcxLogin(hcxWho()))
	}
	return hcxTrap("trap-username-list", "shell", hcxLines(lines...))
}

func hcxTrapChecksum() Sample {
	f := hcxOne("bitwarden_export.json", "lastpass.csv", "vault-"+hcxDate()+".1pux", "family.kdbx")
	t := hcxLines("$ sha256sum "+f, rnd(hexs, 64)+"  "+f,
		"$ gpg --encrypt --recipient "+strings.ToUpper(rnd(hexs, 16))+" "+f,
		"$ shred -u "+f)
	return hcxTrap("trap-checksum", "shell", t)
}

func hcxTrapPubKey() Sample {
	c := pick(hcxFirsts) + "@" + hcxOne("laptop", "yubikey", "ci")
	t := hcxOne(
		"public half of the deploy key, fine to put in the wiki (private part stays in the vault):\n"+hcxPubKey(c),
		"authorized_keys on the new vault host:\n"+hcxPubKey(c)+"\n"+hcxPubKey(pick(hcxFirsts)+"@backup"),
	)
	return hcxTrap("trap-public-key", hcxOne("chat", "notes"), t)
}

func hcxTrapLogIDs() Sample {
	ts := hcxISO()
	t := hcxLines(ts+" INFO  sync: start run_id="+hcxUUID(),
		ts+" INFO  http: POST /api/ciphers/import 200 request_id="+rnd(hexs, 32)+" trace_id="+rnd(hexs, 32),
		ts+" INFO  sync: imported="+fmt.Sprint(hcxN(10, 900))+" skipped="+fmt.Sprint(hcxN(0, 50))+" build="+rnd(hexs, 12),
		ts+" WARN  sync: item "+hcxUUID()+" has no uri")
	return hcxTrap("trap-request-id", "log", t)
}

func hcxTrapCommit() Sample {
	t := hcxLines("commit "+rnd(hexs, 40), "Author: "+hcxWho().Display+" <"+hcxMail(hcxWho())+">", "Date:   "+hcxTime(), "",
		"    "+hcxOne("lp2bw: map LastPass 'grouping' to nested folders", "importer: skip rows with empty password instead of failing", "docs: explain how to export from Apple Passwords", "dedupe: compare normalized URIs"),
		"", "    Refs #"+fmt.Sprint(hcxN(10, 900)))
	return hcxTrap("trap-commit", "commit", t)
}

func hcxTrapGitignore() Sample {
	t := hcxLines("--- a/.gitignore", "+++ b/.gitignore", "@@ -4,2 +4,6 @@", " node_modules/", " .DS_Store", "+# never commit vault exports",
		"+*.csv", "+*.1pux", "+*.kdbx", "+bitwarden_export*.json")
	return hcxTrap("trap-diff", "diff", t)
}

func hcxTrapVersions() Sample {
	t := hcxLines("| client | version | extension id |", "|---|---|---|",
		fmt.Sprintf("| Bitwarden desktop | 2025.%d.%d | - |", hcxN(1, 12), hcxN(0, 3)),
		fmt.Sprintf("| Bitwarden Chrome | 2025.%d.0 | nngceckbapebfimnlniiiahkandclblb |", hcxN(1, 12)),
		fmt.Sprintf("| KeePassXC | 2.7.%d | oboonakemofpalcgghocfoadofidjkkk |", hcxN(4, 10)),
		fmt.Sprintf("| 1Password | 8.%d.%d | aeblfdkhhhdcdjpifhhbdiojplfjncoa |", hcxN(10, 11), hcxN(0, 60)))
	return hcxTrap("trap-version", "markdown", t)
}

func hcxTrapCISecrets() Sample {
	t := hcxLines("- name: Import into Bitwarden", "  env:", "    BW_CLIENTID: user."+hcxUUID(),
		"    BW_CLIENTSECRET: ${{ secrets.BW_CLIENTSECRET }}", "    BW_PASSWORD: ${{ secrets.BW_PASSWORD }}",
		"  run: |", "    bw login --apikey", "    export BW_SESSION=$(bw unlock --passwordenv BW_PASSWORD --raw)", "    bw import bitwardenjson export.json")
	return hcxTrap("trap-secret-reference", "yaml", t)
}

func hcxTrapAWSMeta() Sample {
	acct := hcxDigitsN(12)
	u := hcxOne("backup-bot", "lp-migration", "ci-deploy")
	t := hcxOne(
		fmt.Sprintf("vault item 'AWS %s' — user arn:aws:iam::%s:user/%s, keys rotated %s, the access key itself lives in the item's hidden fields", u, acct, u, hcxDate()),
		fmt.Sprintf("old access key AKIA****************%s for %s deleted after the move. account %s", rnd(upper+digits, 4), u, acct),
	)
	return hcxTrap("trap-cloud-metadata", "notes", t)
}

func hcxTrapStrength() Sample {
	t := fmt.Sprintf("$ bw generate -p --words %d | pwscore --no-echo\nstrength: %d/4, est. guesses 10^%d, crack time (offline, slow hash): %s",
		hcxN(4, 6), hcxN(3, 4), hcxN(14, 30), hcxOne("centuries", "1 million years", "years"))
	if hcxP(50) {
		t = fmt.Sprintf("Bitwarden password health: %d weak, %d reused, %d exposed, %d unsecured websites (http://). Fix reused first.", hcxN(0, 60), hcxN(0, 100), hcxN(0, 20), hcxN(0, 15))
	}
	return hcxTrap("trap-password-health", "chat", t)
}

func hcxTrapWifiRef() Sample {
	ssid := hcxOne("KL-Staff", "FRITZ!Box 7590 XQ", "Vodafone-4F2A", "NW-Lager") + fmt.Sprint(hcxN(1, 9))
	t := fmt.Sprintf("Wireless Router item\nBase station: %s\nNetwork name: %s\nSecurity: %s\nWireless password: (see attached QR, not typed here)\nServer IP: 192.168.%d.1", hcxOne("FRITZ!Box", "UniFi U6", "Archer AX55"), ssid, hcxOne("WPA2 Personal", "WPA3"), hcxN(0, 200))
	return hcxTrap("trap-secret-reference", "notes", t)
}

func hcxTrapExportSteps() Sample {
	b := pick(hcxBrowsers)
	t := hcxLines("How to export from "+b+":", "1. Settings → Passwords ("+hcxOne("chrome://password-manager/settings", "about:logins", "edge://wallet/passwords")+")",
		"2. Export passwords → confirm with your device password", "3. Save the CSV, import it into the vault, delete it", "4. Turn off the browser's own password saving")
	return hcxTrap("trap-howto", "wiki", t)
}

func hcxTrapTOTPTalk() Sample {
	t := hcxOne(
		"2FA codes move with the items if the TOTP seed was stored (the otp field). Items where you only had Google Authenticator need re-enrolling.",
		"Authy doesn't export seeds, so every 2FA has to be set up again. 41 accounts 😩",
		fmt.Sprintf("TOTP: %d of %d items had a seed, all imported. codes match the old app.", hcxN(10, 60), hcxN(60, 300)),
	)
	return hcxTrap("trap-password-talk", "chat", t)
}

func hcxTrapItemIDs() Sample {
	t := fmt.Sprintf(`{
  "id": "%s",
  "organizationId": "%s",
  "folderId": null,
  "type": 1,
  "name": "%s",
  "collectionIds": ["%s"],
  "revisionDate": "%s",
  "login": { "username": "%s", "uris": [{ "uri": "%s" }] }
}`, hcxUUID(), hcxUUID(), hcxSiteR().Name, hcxUUID(), hcxISO(), hcxLogin(hcxWho()), hcxSiteR().URL)
	return hcxTrap("trap-item-metadata", "json", hcxOne("", "bw get item (password stripped by jq del(.login.password)):\n")+t)
}

func hcxTrapIdentity() Sample {
	p := hcxWho()
	t := fmt.Sprintf("Identity item (from Dashlane IDs):\nName: %s\nEmail: %s\nPhone: +%d %d %d %d\nIBAN: %s%d %04d %04d %04d %04d %02d\nAddress: %s %d, %s",
		p.Display, hcxMail(p), hcxN(30, 49), hcxN(100, 999), hcxN(100, 999), hcxN(1000, 9999),
		hcxOne("DE", "NL", "PT", "FR"), hcxN(10, 99), hcxN(0, 9999), hcxN(0, 9999), hcxN(0, 9999), hcxN(0, 9999), hcxN(0, 99),
		hcxOne("Hauptstr.", "Rua Augusta", "Keizersgracht", "Rue de Rivoli"), hcxN(1, 300), hcxOne("Berlin", "Lisboa", "Amsterdam", "Paris"))
	return hcxTrap("trap-identity", "notes", t)
}

func hcxTrapPkLive() Sample {
	t := fmt.Sprintf("Stripe item: publishable key pk_live_%s is public (it's in the checkout page), so it goes in a normal text field. Account acct_%s. Secret key stays in the concealed field, not pasting it.", rnd(alnum, 24), rnd(alnum, 16))
	return hcxTrap("trap-publishable-key", "chat", t)
}

func hcxTrapRecoveryTalk() Sample {
	t := hcxOne(
		"regenerated the GitHub recovery codes after the move; the old ones are invalid. new sheet is printed and in the safe, not in any vault",
		"Recovery codes: 10 generated, 0 used. Stored: printed copy only.",
		"the 2FA recovery code for Bitwarden must NOT live inside Bitwarden. put it on paper.",
	)
	return hcxTrap("trap-password-talk", hcxOne("notes", "chat"), t)
}

func hcxTrapMemory() Sample {
	t := hcxOne(
		fmt.Sprintf("User switched from %s to %s on %s. Prefers passphrases of 5 words. Keeps the master password only in their head.", pick(hcxManagers), pick(hcxManagers), hcxDate()),
		fmt.Sprintf("- %d duplicate logins removed, user approved\n- pending: re-enrol 2FA for %s\n- user's vault email: %s", hcxN(10, 200), hcxSiteR().Name, hcxMail(hcxWho())),
		"Note: never ask the user for their master password; if they paste one, tell them to change it.",
	)
	return hcxTrap("trap-memory", "memory", t)
}

func hcxTrapWebhookMasked() Sample {
	t := hcxOne(
		"Slack webhook for #alerts: https://hooks.slack.com/services/T"+rnd(upper+digits, 9)+"/B"+rnd(upper+digits, 10)+"/XXXXXXXXXXXXXXXXXXXXXXXX (real one in the vault)",
		"discord webhook: https://discord.com/api/webhooks/<id>/<token> — get the real values from the Ops vault",
		"Teams connector URL is in the 'Webhooks' secure note, don't put it in the repo",
	)
	return hcxTrap("trap-placeholder", hcxOne("notes", "chat"), t)
}

func hcxTrapTokenTalk() Sample {
	t := hcxOne(
		"GitHub PATs all start with ghp_ so the vault's 'API Credential' type is the right one. I revoked the old ones already.",
		"Stripe secret keys start with sk_live_; if you see one in a CSV, tell me and I'll roll it.",
		"the Bitwarden API key is two parts: client_id (user.<uuid>) and client_secret. only the secret is sensitive.",
	)
	return hcxTrap("trap-token-talk", "chat", t)
}
