package main

import (
	"fmt"
	"strings"
)

// JSON exports of vaults and KeePass XML.

func hcxJSONGens() []hcxGen {
	return []hcxGen{
		{8, hcxBWJSONLogin}, {3, hcxBWJSONNoteCodes}, {5, hcxBWJSONFields}, {4, hcxBWJSONSSH},
		{5, hcx1PUXLogin}, {4, hcx1PUXConcealed}, {4, hcxDashlaneJSON}, {4, hcxEnpassJSON},
		{7, hcxKeePassXML}, {4, hcxKeePassXMLOTP}, {4, hcxKeePass1XML}, {3, hcxKeePassXMLKey},
		{4, hcxProtonJSON}, {4, hcxKeeperJSON}, {4, hcxVaultwardenCfg},
		// traps
		{7, hcxTrapBWPasskeyJSON}, {5, hcxTrap1PRedacted}, {7, hcxTrapKeePassSkeleton},
		{4, hcxTrapImportSchema}, {4, hcxTrapProtonMeta}, {6, hcxTrapKeePassRef},
		{4, hcxTrapGeneratorJSON}, {4, hcxTrapBWOrgJSON},
	}
}

func hcxBWItem(name, uri, user, pw, totp, notes string) string {
	q := func(s string) string {
		if s == "" {
			return "null"
		}
		return `"` + s + `"`
	}
	return fmt.Sprintf(`    {
      "id": "%s",
      "organizationId": null,
      "folderId": %s,
      "type": 1,
      "reprompt": 0,
      "name": "%s",
      "notes": %s,
      "favorite": %v,
      "login": {
        "fido2Credentials": [],
        "uris": [{ "match": null, "uri": "%s" }],
        "username": %s,
        "password": %s,
        "totp": %s,
        "passwordRevisionDate": %s
      },
      "collectionIds": null,
      "revisionDate": "%s",
      "creationDate": "%s",
      "deletedDate": null
    }`, hcxUUID(), hcxOne("null", `"`+hcxUUID()+`"`), name, q(notes), hcxP(20), uri, q(user), q(pw), q(totp), hcxOne("null", `"`+hcxISO()+`"`), hcxISO(), hcxISO())
}

func hcxBWJSONLogin() Sample {
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	secs := []string{pw}
	totp := ""
	if hcxP(30) {
		seed := hcxTOTPraw()
		if hcxP(50) {
			totp = seed
		} else {
			totp = "otpauth://totp/" + s.Name + ":" + u + "?secret=" + seed + "&issuer=" + strings.ReplaceAll(s.Name, " ", "")
		}
		secs = append(secs, seed)
	}
	body := "{\n  \"encrypted\": false,\n  \"folders\": [],\n  \"items\": [\n" + hcxBWItem(s.Name, s.URL, u, pw, totp, "") + "\n  ]\n}"
	if hcxP(40) {
		return hcxSec("vault-password", "chat", hcxOne("this is one item from bitwarden_export_"+strings.ReplaceAll(hcxDate(), "-", "")+".json, ", "json item that breaks the KeePassXC import, ")+hcxOne("see anything odd?", "the uri looks fine to me", "help")+"\n\n"+body, secs, u)
	}
	return hcxSec("vault-password", "json", body, secs, u)
}

func hcxBWJSONNoteCodes() Sample {
	s := hcxOne("GitHub", "Google", "Proton", "Microsoft", "Dropbox")
	var codes []string
	n := 2
	for i := 0; i < n; i++ {
		if s == "Google" {
			codes = append(codes, hcxGoogleBackup())
		} else {
			codes = append(codes, hcxGHRecovery())
		}
	}
	note := s + " recovery codes (each works once):\\n" + strings.Join(codes, "\\n") + "\\n(" + fmt.Sprint(hcxN(5, 14)) + " more on the printout)"
	t := fmt.Sprintf(`{
  "id": "%s",
  "type": 2,
  "name": "%s 2FA backup codes",
  "notes": "%s",
  "secureNote": { "type": 0 },
  "folderId": "%s"
}`, hcxUUID(), s, note, hcxUUID())
	return hcxSec("recovery-code", "json", t, codes, s+" 2FA backup codes")
}

func hcxBWJSONFields() Sample {
	type kv struct{ name, val, cat, site, url string }
	opts := []kv{
		{"API key", hcxStripe(), "api-key", "Stripe", "https://dashboard.stripe.com/login"},
		{"Personal access token", hcxGhp(), "github-token", "GitHub", "https://github.com/login"},
		{"npm token", hcxNpm(), "npm-token", "npm", "https://www.npmjs.com/login"},
		{"SendGrid key", hcxSG(), "api-key", "SendGrid", "https://app.sendgrid.com/login"},
		{"HF token", hcxHF(), "api-token", "Hugging Face", "https://huggingface.co/login"},
		{"Security answer", hcxOne("Rua ", "Calle ", "") + hcxCap(pick(hcxWords)) + " " + fmt.Sprint(hcxN(1, 300)), "security-answer", "Nubank", "https://app.nubank.com.br/"},
		{"OpenAI key", hcxOpenAI(), "api-key", "OpenAI", "https://platform.openai.com/login"},
		{"DO token", hcxDO(), "api-token", "DigitalOcean", "https://cloud.digitalocean.com/login"},
	}
	f := pick(opts)
	u := hcxLogin(hcxWho())
	t := fmt.Sprintf(`"name": "%s",
"login": { "username": "%s", "password": null, "uris": [{ "uri": "%s" }] },
"fields": [
  { "name": "account id", "value": "%s", "type": 0, "linkedId": null },
  { "name": "%s", "value": "%s", "type": 1, "linkedId": null }
],`, f.site, u, f.url, hcxDigitsN(8), f.name, f.val)
	return hcxSec(f.cat, "json", hcxOne("custom fields survive the move? this is what bw exported:\n", "")+t, []string{f.val}, u)
}

func hcxBWJSONSSH() Sample {
	blk, body := hcxPrivKey(`\n`)
	p := hcxWho()
	c := p.First + "@" + hcxOne("thinkpad", "mbp", "deploy", "pve01")
	pub := hcxPubKey(c)
	t := fmt.Sprintf(`{
  "type": 5,
  "name": "%s",
  "sshKey": {
    "privateKey": "%s\n",
    "publicKey": "%s",
    "keyFingerprint": "SHA256:%s"
  }
}`, hcxOne("deploy key", "homelab ssh", "github ssh", c), blk, pub, rnd(alnum+"+/", 43))
	return hcxSec("private-key", "json", t, []string{body}, c)
}

func hcx1PUXLogin() Sample {
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	t := fmt.Sprintf(`{
  "uuid": "%s",
  "favIndex": 0,
  "createdAt": %d,
  "updatedAt": %d,
  "state": "active",
  "categoryUuid": "001",
  "details": {
    "loginFields": [
      { "value": "%s", "id": "", "name": "username", "fieldType": "T", "designation": "username" },
      { "value": "%s", "id": "", "name": "password", "fieldType": "P", "designation": "password" }
    ],
    "notesPlain": "%s",
    "sections": []
  },
  "overview": { "title": "%s", "url": "%s", "tags": ["%s"] }
}`, rnd(lower+digits, 26), hcxN(1500000000, 1760000000), hcxN(1500000000, 1760000000), u, pw,
		hcxOne("", "moved from LastPass", "shared with family"), s.Name, s.URL, hcxOne("imported", "Personal", "Work"))
	pre := hcxOne("", "export.data from the .1pux (unzipped), one item:\n", "1pux → this is the shape, e.g. item 17:\n")
	return hcxSec("vault-password", "json", pre+t, []string{pw}, u)
}

func hcx1PUXConcealed() Sample {
	type kv struct{ title, val, cat string }
	lic := hcxLicense()
	opts := []kv{
		{"license key", lic, "license-key"},
		{"PIN", hcxDigitsN(hcxN(4, 6)), "pin"},
		{"recovery key", hcxAppleRecovery(), "recovery-code"},
		{"wireless network password", hcxOne(hcxGenPw(), hcxPhrase()), "wifi-key"},
	}
	f := pick(opts)
	ttl := map[string]string{"license key": hcxOne("Affinity Photo 2", "Sublime Text", "Beyond Compare 4", "DxO PhotoLab"), "PIN": hcxOne("Bank card", "SIM card", "Garage keypad"), "recovery key": "Apple ID", "wireless network password": hcxOne("Home router", "Office AP")}[f.title]
	t := fmt.Sprintf(`"overview": { "title": "%s" },
"details": { "sections": [ { "title": "", "fields": [
  { "title": "%s", "id": "%s", "value": { "concealed": "%s" } },
  { "title": "registered to", "id": "%s", "value": { "string": "%s" } }
] } ] }`, ttl, f.title, rnd(lower+digits, 26), f.val, rnd(lower+digits, 26), hcxWho().Display)
	return hcxSec(f.cat, "json", t, []string{f.val}, ttl)
}

func hcxDashlaneJSON() Sample {
	s, e, pw := hcxSiteR(), hcxMail(hcxWho()), hcxPw()
	t := fmt.Sprintf(`{"AUTHENTIFIANT":[{"domain":"%s","email":"%s","login":"","password":"%s","title":"%s","note":"","secondaryLogin":""}],"EMAIL":[{"email":"%s","type":"PERSO"}]}`, s.Host, e, pw, strings.ToLower(s.Name), e)
	return hcxSec("vault-password", hcxOne("json", "chat"), hcxOne("", "old dashlane json (pre-2021 export) looks like this, one line:\n")+t, []string{pw}, e)
}

func hcxEnpassJSON() Sample {
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	t := fmt.Sprintf(`{
  "title": "%s",
  "category": "login",
  "fields": [
    { "label": "Username", "type": "username", "value": "%s", "sensitive": 0 },
    { "label": "Password", "type": "password", "value": "%s", "sensitive": 1 },
    { "label": "Website", "type": "url", "value": "%s", "sensitive": 0 }
  ],
  "uuid": "%s"
}`, s.Name, u, pw, s.URL, hcxUUID())
	return hcxSec("vault-password", "json", t, []string{pw}, u)
}

func hcxKPEntry(title, user, pw, url, notes string) string {
	return fmt.Sprintf(`<Entry>
	<UUID>%s</UUID>
	<Times><LastModificationTime>%s</LastModificationTime></Times>
	<String><Key>Notes</Key><Value>%s</Value></String>
	<String><Key>Password</Key><Value ProtectInMemory="True">%s</Value></String>
	<String><Key>Title</Key><Value>%s</Value></String>
	<String><Key>URL</Key><Value>%s</Value></String>
	<String><Key>UserName</Key><Value>%s</Value></String>
</Entry>`, rnd(alnum+"+/", 22)+"==", hcxISO()[:19]+"Z", notes, pw, title, url, user)
}

func hcxKeePassXML() Sample {
	var secs, keep []string
	var ents []string
	for i, n := 0, hcxTwoSome(); i < n; i++ {
		s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
		ents = append(ents, hcxKPEntry(s.Name, u, pw, s.URL, hcxOne("", "from old laptop", "2FA via SMS")))
		secs = append(secs, pw)
		keep = append(keep, u)
	}
	t := "<Group>\n<Name>" + hcxOne("Internet", "eMail", "Homebanking", "Network", "General") + "</Name>\n" + strings.Join(ents, "\n") + "\n</Group>"
	if hcxP(40) {
		t = "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n<KeePassFile>\n<Root>\n" + t + "\n</Root>\n</KeePassFile>"
	}
	return hcxSec("vault-password", "xml", t, secs, keep...)
}

func hcxKeePassXMLOTP() Sample {
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	seed := hcxTOTPraw()
	e := hcxKPEntry(s.Name, u, pw, s.URL, "")
	e = strings.Replace(e, "</Entry>", "\t<String><Key>otp</Key><Value ProtectInMemory=\"True\">otpauth://totp/"+s.Name+":"+u+"?secret="+seed+"&amp;period=30&amp;digits=6&amp;issuer="+strings.ReplaceAll(s.Name, " ", "%20")+"</Value></String>\n</Entry>", 1)
	pre := hcxOne("", "KeePassXC keeps TOTP in an 'otp' attribute, Bitwarden wants login_totp. Example entry from the XML export:\n\n")
	return hcxSec("totp-seed", "xml", pre+e, []string{pw, seed}, u)
}

func hcxKeePass1XML() Sample {
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	t := fmt.Sprintf(`<!DOCTYPE KEEPASSX_DATABASE>
<database>
 <group>
  <title>%s</title>
  <icon>1</icon>
  <entry>
   <title>%s</title>
   <username>%s</username>
   <password>%s</password>
   <url>%s</url>
   <comment>%s</comment>
   <icon>0</icon>
   <creation>%s</creation>
   <expire>Never</expire>
  </entry>
 </group>
</database>`, hcxOne("Internet", "eMail", "Backup"), s.Name, u, pw, s.URL, hcxOne("", "KeePassX 0.4 export"), hcxISO()[:19])
	return hcxSec("vault-password", "xml", t, []string{pw}, u)
}

func hcxKeePassXMLKey() Sample {
	blk, body := hcxPrivKey("\n")
	host := hcxOne("backup01", "git.internal", "pve.lan", "nas.home.arpa", "bastion.brightfield.io")
	e := hcxKPEntry("ssh "+host, "root", "", "ssh://"+host, blk)
	return hcxSec("private-key", "xml", e, []string{body}, host)
}

func hcxProtonJSON() Sample {
	s, e, pw := hcxSiteR(), hcxMail(hcxWho()), hcxPw()
	secs := []string{pw}
	totp := ""
	if hcxP(25) {
		seed := hcxTOTPraw()
		totp = "otpauth://totp/" + e + "?secret=" + seed + "&algorithm=SHA1&digits=6&period=30"
		secs = append(secs, seed)
	}
	t := fmt.Sprintf(`"%s": {
  "itemId": "%s==",
  "data": {
    "metadata": { "name": "%s", "note": "" },
    "type": "login",
    "content": { "itemEmail": "%s", "itemUsername": "", "password": "%s", "urls": ["%s"], "totpUri": "%s", "passkeys": [] }
  },
  "state": 1
}`, rnd(b64url, 86)+"==", rnd(b64url, 86), s.Name, e, pw, s.URL, totp)
	return hcxSec("vault-password", "json", t, secs, e)
}

func hcxKeeperJSON() Sample {
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	pin := hcxDigitsN(hcxN(4, 8))
	t := fmt.Sprintf(`{
  "records": [
    {
      "title": "%s",
      "login": "%s",
      "password": "%s",
      "login_url": "%s",
      "custom_fields": { "$pinCode::1": "%s" },
      "folders": [ { "folder": "%s" } ]
    }
  ]
}`, s.Name, u, pw, s.URL, pin, hcxOne("Personal", "Finance", "Family"))
	if hcxP(50) {
		t = strings.Replace(t, `"custom_fields": { "$pinCode::1": "`+pin+`" },`, `"custom_fields": {},`, 1)
		return hcxSec("vault-password", "json", t, []string{pw}, u)
	}
	return hcxSec("pin", "json", t, []string{pw, pin}, u)
}

func hcxVaultwardenCfg() Sample {
	tok := rnd(b64url, 64)
	smtp := hcxGenPw()
	dom := "https://vault." + pick(hcxOrgDoms)
	t := fmt.Sprintf(`{
  "domain": "%s",
  "signups_allowed": false,
  "invitations_allowed": true,
  "admin_token": "%s",
  "smtp_host": "smtp.%s",
  "smtp_port": 587,
  "smtp_username": "vault@%s",
  "smtp_password": "%s"
}`, dom, tok, pick(hcxOrgDoms), pick(hcxOrgDoms), smtp)
	secs := []string{tok, smtp}
	if hcxP(50) {
		t = strings.Replace(t, smtp, "", 1)
		secs = secs[:1]
	}
	return hcxSec("admin-token", "json", "data/config.json from the old Vaultwarden box (before moving to the new VM):\n"+t, secs, dom)
}

// --- traps ---

func hcxTrapBWPasskeyJSON() Sample {
	s, u := hcxSiteR(), hcxLogin(hcxWho())
	it := hcxBWItem(s.Name, s.URL, u, "", "", hcxOne("", "passkey only, no password set", "uses Sign in with Apple"))
	return hcxTrap("trap-no-password", "json", "{\n  \"encrypted\": false,\n  \"items\": [\n"+it+"\n  ]\n}")
}

func hcxTrap1PRedacted() Sample {
	s, u := hcxSiteR(), hcxLogin(hcxWho())
	v := hcxOne("[REDACTED]", "***", "<removed>", "REDACTED")
	t := fmt.Sprintf(`Support ticket #%d - 1pux import fails on this item (values redacted by customer):
{
  "details": {
    "loginFields": [
      { "value": "%s", "designation": "username" },
      { "value": "%s", "designation": "password" }
    ]
  },
  "overview": { "title": "%s", "url": "%s" }
}`, hcxN(100000, 999999), u, v, s.Name, s.URL)
	return hcxTrap("trap-redacted", "ticket", t)
}

func hcxTrapKeePassSkeleton() Sample {
	t := fmt.Sprintf(`<KeePassFile>
	<Meta>
		<Generator>KeePassXC</Generator>
		<DatabaseName>%s</DatabaseName>
		<CustomIcons>
			<Icon><UUID>%s==</UUID><Data>iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA%s</Data></Icon>
		</CustomIcons>
		<RecycleBinUUID>AAAAAAAAAAAAAAAAAAAAAA==</RecycleBinUUID>
	</Meta>
	<Root>
		<Group>
			<UUID>%s==</UUID>
			<Name>%s</Name>
			<Entry>
				<UUID>%s==</UUID>
				<String><Key>Password</Key><Value ProtectInMemory="True"/></String>
				<String><Key>Title</Key><Value>%s</Value></String>
				<String><Key>UserName</Key><Value>%s</Value></String>
			</Entry>
		</Group>
	</Root>
</KeePassFile>`, hcxOne("Passwords", "Family", "IT shared"), rnd(alnum+"+/", 22), rnd(alnum+"+/", hcxN(120, 200)), rnd(alnum+"+/", 22),
		hcxOne("Root", "Passwords"), rnd(alnum+"+/", 22), hcxSiteR().Name, hcxLogin(hcxWho()))
	return hcxTrap("trap-icon-base64", "xml", t)
}

func hcxTrapImportSchema() Sample {
	t := `{
  "items": [
    {
      "name": "Example",
      "login": {
        "uris": [{ "uri": "https://example.com" }],
        "username": "<username>",
        "password": "<password>",
        "totp": "<otpauth uri or base32 seed>"
      }
    }
  ]
}`
	return hcxTrap("trap-placeholder", hcxOne("json", "wiki"), hcxOne("Minimal JSON the importer accepts (fill in the <...>):\n", "")+t)
}

func hcxTrapProtonMeta() Sample {
	t := fmt.Sprintf(`{
  "version": "1.%d.%d",
  "userId": "%s==",
  "encrypted": false,
  "vaults": {
    "%s==": { "name": "%s", "description": "", "items": %d },
    "%s==": { "name": "%s", "description": "shared", "items": %d }
  }
}`, hcxN(10, 30), hcxN(0, 9), rnd(b64url, 86), rnd(b64url, 86), hcxOne("Personal", "Perso"), hcxN(20, 600), rnd(b64url, 86), hcxOne("Family", "Work"), hcxN(5, 90))
	return hcxTrap("trap-export-metadata", "json", "top of the Proton Pass export, item bodies cut:\n"+t)
}

func hcxTrapKeePassRef() Sample {
	ref := strings.ToUpper(rnd(hexs, 32))
	s := hcxSiteR()
	t := fmt.Sprintf(`<Entry>
	<String><Key>Title</Key><Value>%s (admin)</Value></String>
	<String><Key>UserName</Key><Value>{REF:U@I:%s}</Value></String>
	<String><Key>Password</Key><Value ProtectInMemory="True">{REF:P@I:%s}</Value></String>
	<String><Key>URL</Key><Value>%s</Value></String>
</Entry>`, s.Name, ref, ref, s.URL)
	pre := hcxOne("", "Bitwarden imported the field reference literally, so the password is now the text {REF:...}:\n\n")
	return hcxTrap("trap-field-reference", "xml", pre+t)
}

func hcxTrapGeneratorJSON() Sample {
	t := fmt.Sprintf(`{
  "passwordGeneratorOptions": {
    "length": %d, "uppercase": true, "lowercase": true, "number": true, "special": %v,
    "minNumber": %d, "minSpecial": %d, "avoidAmbiguous": true,
    "type": "%s", "numWords": %d, "wordSeparator": "%s", "capitalize": true
  }
}`, hcxN(14, 40), hcxP(50), hcxN(1, 3), hcxN(0, 2), hcxOne("password", "passphrase"), hcxN(3, 6), hcxOne("-", ".", "_"))
	return hcxTrap("trap-generator-settings", "json", hcxOne("generator defaults we want on every seat:\n", "")+t)
}

func hcxTrapBWOrgJSON() Sample {
	t := fmt.Sprintf(`{
  "organizationId": "%s",
  "collections": [
    { "id": "%s", "name": "%s", "externalId": null },
    { "id": "%s", "name": "%s", "externalId": "%s" }
  ],
  "items": []
}`, hcxUUID(), hcxUUID(), hcxOne("Infra", "Finance", "Marketing"), hcxUUID(), hcxOne("Shared/IT", "Support"), rnd(hexs, 24))
	return hcxTrap("trap-org-ids", "json", hcxOne("", "org export with no items yet, collections only:\n")+t)
}
