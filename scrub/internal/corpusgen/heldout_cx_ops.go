package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Shell sessions with vault CLIs, migration scripts, configs, logs, diffs and credential
// inventories being moved into a vault.

func hcxOpsGens() []hcxGen {
	return []hcxGen{
		{5, hcxBWUnlock}, {4, hcxOPSignin}, {7, hcxKPCliShow}, {5, hcxPassShow}, {5, hcxBWGetPw},
		{6, hcxEnvMigrate}, {4, hcxPyLastpass}, {6, hcxDebugLog}, {4, hcxDiffConnect}, {5, hcxDiffCSV},
		{5, hcxINIConfig}, {5, hcxComposeVW}, {4, hcxGitCloneTok}, {4, hcxK8sSecret}, {4, hcxPowerShell},
		{4, hcxCronExport}, {4, hcxBWAPICurl}, {5, hcxAWSNote}, {4, hcxCNCloudNote}, {3, hcxGCPNote},
		{7, hcxWebhookInv}, {8, hcxAPIInv}, {6, hcxConnStr}, {4, hcxTOMLSync},
	}
}

func hcxPrompt() string {
	return hcxOne("$ ", "% ", pick(hcxFirsts)+"@"+hcxOne("mbp", "x1", "desktop", "nuc")+":~$ ", "PS C:\\Users\\"+hcxCap(pick(hcxFirsts))+"> ")
}

func hcxBWUnlock() Sample {
	tok := hcxBWSession()
	pr := "$ "
	t := hcxLines(pr+"bw unlock", "? Master password: [hidden]", "Your vault is now unlocked!", "",
		"To unlock your vault, set your session key to the `BW_SESSION` environment variable. ex:",
		`$ export BW_SESSION="`+tok+`"`,
		`> $env:BW_SESSION="`+tok+`"`, "",
		"You can also pass the session key to any command with the `--session` option. ex:",
		"$ bw list items --session "+tok)
	if hcxP(50) {
		t += "\n" + pr + "bw import bitwardencsv ~/Downloads/" + hcxOne("lastpass_export.csv", "chrome.csv") + "\nImported " + fmt.Sprint(hcxN(30, 900)) + " items."
	}
	return hcxSec("session-token", "shell", t, []string{tok})
}

func hcxOPSignin() Sample {
	tok := rnd(b64url, 43)
	acct := hcxOne("my", "kestrel", "family", "brightfield_team")
	e := hcxMail(hcxWho())
	t := hcxLines("$ op signin --account "+acct+".1password.com --raw", "Enter the password for "+e+" at "+acct+".1password.com:", tok,
		"$ export OP_SESSION_"+strings.ReplaceAll(acct, ".", "_")+"="+tok,
		"$ op item list --vault Private --format json | jq length", fmt.Sprint(hcxN(40, 900)))
	return hcxSec("session-token", "shell", t, []string{tok}, e)
}

func hcxKPCliShow() Sample {
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	db := hcxOne("~/vault.kdbx", "Passwords.kdbx", "/mnt/usb/old.kdbx", "IT.kdbx")
	t := hcxLines(hcxPrompt()+"keepassxc-cli show -s "+db+" \""+s.Name+"\"",
		"Enter password to unlock "+db+": ",
		"Title: "+s.Name, "UserName: "+u, "Password: "+pw, "URL: "+s.URL, "Notes: "+hcxOne("", "moved from Chrome", "check 2FA"))
	return hcxSec("vault-password", "shell", t, []string{pw}, u)
}

func hcxPassShow() Sample {
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	path := hcxOne("web/", "email/", "infra/", "bank/") + strings.ToLower(strings.ReplaceAll(s.Name, " ", "-"))
	t := hcxLines("$ pass show "+path, pw, "user: "+u, "url: "+s.URL,
		"$ # now import into KeePassXC via pass2csv", "$ pass2csv ~/.password-store pass.csv")
	return hcxSec("vault-password", "shell", t, []string{pw}, u, path)
}

func hcxBWGetPw() Sample {
	s, pw := hcxSiteR(), hcxPw()
	t := hcxLines(`$ bw get password "`+s.Name+`"`, pw,
		`$ bw get username "`+s.Name+`"`, "admin@"+pick(hcxOrgDoms),
		"$ # copy to the new 1Password item, then remove from the org vault")
	return hcxSec("vault-password", "shell", t, []string{pw}, s.Name)
}

func hcxEnvMigrate() Sample {
	cid := "user." + hcxUUID()
	sec := rnd(alnum, 30)
	mp := hcxPw()
	t := hcxLines("# migrate.env — used by ./lp2bw.sh", "BW_SERVER=https://vault."+pick(hcxOrgDoms),
		"BW_CLIENTID="+cid, "BW_CLIENTSECRET="+sec, "BW_PASSWORD="+hcxOne(mp, "$(security find-generic-password -s bw -w)"),
		"LPASS_USER="+hcxMail(hcxWho()), "DRY_RUN="+hcxOne("true", "false"))
	return hcxSec("client-secret", "env", t, hcxIfIn(t, sec, mp), cid)
}

func hcxPyLastpass() Sample {
	e, mp := hcxMail(hcxWho()), hcxPw()
	t := fmt.Sprintf(`import csv
import lastpass

vault = lastpass.Vault.open_remote("%s", "%s")
with open("out.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["name", "url", "username", "password"])
    for a in vault.accounts:
        w.writerow([a.name.decode(), a.url.decode(), a.username.decode(), a.password.decode()])
print(len(vault.accounts), "accounts")`, e, mp)
	pre := hcxOne("", "# quick and dirty, don't commit this\n", "why does this hang at open_remote?\n\n")
	return hcxSec("master-password", "code", pre+t, []string{mp}, e)
}

func hcxDebugLog() Sample {
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	ts := hcxISO()
	t := hcxLines(
		ts+" INFO  importer: reading source="+hcxOne("lastpass", "dashlane", "chrome")+" rows="+fmt.Sprint(hcxN(100, 3000)),
		ts+" DEBUG mapper: item="+fmt.Sprint(hcxN(1, 3000))+` title="`+s.Name+`" username="`+u+`" password="`+pw+`"`,
		ts+" WARN  mapper: uri missing scheme, assuming https",
		ts+" INFO  importer: batch "+fmt.Sprint(hcxN(1, 40))+" ok request_id="+rnd(hexs, 16))
	pre := hcxOne("", "the importer's debug log prints everything, look:\n")
	return hcxSec("vault-password", "log", pre+t, []string{pw}, u)
}

func hcxDiffConnect() Sample {
	tok := hcxJWT()
	t := hcxLines("diff --git a/deploy/.env b/deploy/.env", "index "+rnd(hexs, 7)+".."+rnd(hexs, 7)+" 100644",
		"--- a/deploy/.env", "+++ b/deploy/.env", "@@ -3,4 +3,4 @@",
		" OP_CONNECT_HOST=http://onepassword-connect:8080",
		"-OP_CONNECT_TOKEN="+tok, "+OP_CONNECT_TOKEN=${OP_CONNECT_TOKEN}",
		" OP_VAULT="+hcxOne("Infra", "prod", "k8s"))
	return hcxSec("connect-token", "diff", t, []string{tok}, "http://onepassword-connect:8080")
}

func hcxDiffCSV() Sample {
	s, u, pw := hcxSiteR(), hcxLogin(hcxWho()), hcxPw()
	t := hcxLines("commit "+rnd(hexs, 40), "Author: "+hcxWho().Display, "",
		"    Remove accidentally committed password export", "",
		"diff --git a/tools/export.csv b/tools/export.csv", "deleted file mode 100644",
		"--- a/tools/export.csv", "+++ /dev/null", "@@ -1,2 +0,0 @@",
		"-name,url,username,password", "-"+hcxJoinCSV(s.Name, s.URL, u, pw))
	return hcxSec("vault-password", "diff", t, []string{pw}, u)
}

func hcxINIConfig() Sample {
	e, mp := hcxMail(hcxWho()), hcxPw()
	cs := rnd(alnum, 30)
	cid := "organization." + hcxUUID()
	t := hcxLines("[source]", "type = "+hcxOne("lastpass", "dashlane", "keeper"), "username = "+e, "password = "+mp, "",
		"[target]", "server = https://vault."+pick(hcxOrgDoms), "client_id = "+cid, "client_secret = "+hcxOne(cs, "${BW_CLIENT_SECRET}"), "collection = Imported")
	return hcxSec("master-password", "ini", t, hcxIfIn(t, mp, cs), e, cid)
}

func hcxComposeVW() Sample {
	tok := rnd(b64url, hcxN(40, 64))
	smtp := hcxPw()
	dom := "vault." + pick(hcxOrgDoms)
	t := hcxLines("services:", "  vaultwarden:", "    image: vaultwarden/server:"+fmt.Sprintf("1.%d.%d", hcxN(28, 34), hcxN(0, 3)),
		"    environment:", "      DOMAIN: https://"+dom, "      ADMIN_TOKEN: "+tok, "      SMTP_USERNAME: vault@"+pick(hcxOrgDoms),
		"      SMTP_PASSWORD: \""+hcxOne(smtp, "${SMTP_PASSWORD}")+"\"", "    volumes:", "      - ./vw-data:/data")
	return hcxSec("admin-token", "yaml", t, hcxIfIn(t, tok, smtp), dom)
}

func hcxGitCloneTok() Sample {
	tok := hcxGhp()
	u := hcxHandle(hcxWho())
	t := hcxLines("#!/bin/sh", "# backs up the pass store before switching to Bitwarden", "set -e",
		"git clone https://"+u+":"+tok+"@github.com/"+u+"/password-store.git /tmp/ps",
		"tar czf ~/ps-backup-$(date +%F).tgz -C /tmp ps")
	return hcxSec("github-token", "shell", t, []string{tok}, u)
}

func hcxK8sSecret() Sample {
	tok := hcxJWT()
	var val, sec string
	if hcxP(50) {
		val = `  token: "` + tok + `"`
		sec = tok
	} else {
		sec = base64.StdEncoding.EncodeToString([]byte(tok))
		val = "  token: " + sec
	}
	key := "stringData:"
	if sec != tok {
		key = "data:"
	}
	t := hcxLines("apiVersion: v1", "kind: Secret", "metadata:", "  name: onepassword-token", "  namespace: "+hcxOne("external-secrets", "eso", "1password"),
		"type: Opaque", key, val)
	return hcxSec("connect-token", "yaml", t, []string{sec}, "onepassword-token")
}

func hcxPowerShell() Sample {
	mp := hcxPw()
	db := hcxOne(`C:\Users\Public\IT.kdbx`, `\\fs01\it\passwords.kdbx`, `D:\Backup\Kennwoerter.kdbx`)
	t := hcxLines("Import-Module PoShKeePass", "$master = ConvertTo-SecureString '"+mp+"' -AsPlainText -Force",
		"New-KeePassDatabaseConfiguration -DatabaseProfileName 'IT' -DatabasePath '"+db+"' -UseMasterKey",
		"Get-KeePassEntry -DatabaseProfileName 'IT' -MasterKey $master -AsPlainText | Export-Csv .\\it.csv -NoTypeInformation")
	return hcxSec("master-password", "code", t, []string{mp}, db)
}

func hcxCronExport() Sample {
	pw := hcxOne(hcxPhrase(), hcxGenPw())
	t := hcxLines("# m h dom mon dow command",
		fmt.Sprintf("%d %d * * * BW_SESSION=$(cat /root/.bw_session) bw export --format encrypted_json --password '%s' --output /backup/bw-$(date +\\%%F).json", hcxN(0, 59), hcxN(0, 6), pw),
		fmt.Sprintf("%d %d * * 0 find /backup -name 'bw-*.json' -mtime +30 -delete", hcxN(0, 59), hcxN(0, 6)))
	return hcxSec("export-password", "shell", "$ crontab -l\n"+t, []string{pw})
}

func hcxBWAPICurl() Sample {
	cs := rnd(alnum, 30)
	cid := "organization." + hcxUUID()
	t := hcxLines("curl -s -X POST https://identity.bitwarden.com/connect/token \\",
		"  -H 'Content-Type: application/x-www-form-urlencoded' \\",
		"  -d 'grant_type=client_credentials&scope=api.organization&client_id="+cid+"&client_secret="+cs+"'")
	pre := hcxOne("", "getting 400 invalid_client from the public API when listing members before the migration:\n\n")
	return hcxSec("client-secret", "shell", pre+t, []string{cs}, cid)
}

func hcxAWSNote() Sample {
	id, sec := hcxAKIA(), hcxAWSSec()
	prof := hcxOne("default", "prod", "billing", "terraform")
	acct := hcxDigitsN(12)
	t := hcxLines("Secure note \"AWS "+prof+"\" (moved from LastPass):", "["+prof+"]",
		"aws_access_key_id = "+id, "aws_secret_access_key = "+sec, "region = "+hcxOne("eu-west-1", "us-east-1", "eu-central-1"), "# account "+acct)
	return hcxSec("cloud-access-key", "notes", t, []string{id, sec}, acct)
}

func hcxCNCloudNote() Sample {
	if hcxP(50) {
		id, sec := hcxLTAI(), rnd(alnum, 30)
		t := fmt.Sprintf("阿里云 RAM 用户 oss-backup\nAccessKey ID: %s\nAccessKey Secret: %s\n(从 KeePass 迁移到 Bitwarden，%s)", id, sec, hcxDate())
		return hcxSec("cloud-access-key", "notes", t, []string{id, sec}, "oss-backup")
	}
	id, sec := hcxAKID(), rnd(alnum, 32)
	t := fmt.Sprintf("Tencent Cloud API key for the COS bucket, putting in the vault:\nSecretId: %s\nSecretKey: %s\nAppID: %s", id, sec, hcxDigitsN(10))
	return hcxSec("cloud-access-key", "notes", t, []string{id, sec}, "COS bucket")
}

func hcxGCPNote() Sample {
	kid := hcxSAKeyID()
	blk, body := hcxPrivKey(`\n`)
	for !strings.HasPrefix(blk, "-----BEGIN PRIVATE KEY-----") {
		blk, body = hcxPrivKey(`\n`)
	}
	proj := hcxOne("billing-exports", "kl-prod", "family-photos", "crm-sync") + "-" + fmt.Sprint(hcxN(100000, 999999))
	sa := hcxOne("backup", "exporter", "ci") + "@" + proj + ".iam.gserviceaccount.com"
	t := fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "%s",
  "private_key": "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n",
  "client_email": "%s",
  "client_id": "%s"
}`, proj, kid, body, sa, hcxDigitsN(21))
	return hcxSec("gcp-service-account", "json", "Attached as a document in the vault item \"GCP "+proj+"\":\n"+t, []string{kid, body}, sa)
}

func hcxWebhookInv() Sample {
	type kv struct{ name, url string }
	o := []kv{{"Slack #alerts", hcxSlackHook()}, {"Discord #deploys", hcxDiscordHook()}, {"Teams Ops channel", hcxTeamsHook()}, {"Zapier → CRM", hcxZapHook()}}
	a := o[rng.IntN(len(o))]
	lines := []string{hcxOne("Webhooks to move into the vault (API Credential items):", "## Webhooks (copied from the old wiki page before deleting it)"), "- " + a.name + ": " + a.url}
	secs := []string{a.url}
	if hcxP(25) {
		b := o[(rng.IntN(len(o)-1)+1+hcxIndexOf(o, a))%len(o)]
		lines = append(lines, "- "+b.name+": "+b.url)
		secs = append(secs, b.url)
	}
	lines = append(lines, "- PagerDuty: integration via app, nothing to copy")
	return hcxSec("webhook-url", "markdown", hcxLines(lines...), secs, a.name)
}

func hcxIndexOf[T comparable](xs []T, x T) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return 0
}

func hcxAPIInv() Sample {
	type kv struct{ svc, label, val string }
	o := []kv{{"stripe", "secret_key", hcxStripe()}, {"sendgrid", "api_key", hcxSG()}, {"openai", "api_key", hcxOpenAI()},
		{"anthropic", "api_key", hcxAnthro()}, {"telegram", "bot_token", hcxTgBot()}, {"shopify", "admin_token", hcxShopify()},
		{"gitlab", "token", hcxGlpat()}, {"google_maps", "key", hcxGAPI()}, {"slack", "bot_token", hcxSlackTok()}, {"npm", "publish_token", hcxNpm()}}
	a := pick(o)
	lines := []string{"# creds.yml — inventory before moving to 1Password (delete after!)", a.svc + ":", "  " + a.label + ": " + a.val}
	secs := []string{a.val}
	var keep []string
	if a.svc == "stripe" {
		pk := "pk_live_" + rnd(alnum, 24)
		lines = append(lines, "  publishable_key: "+pk)
		keep = append(keep, pk)
	}
	lines = append(lines, "  owner: "+hcxMail(hcxWho()), "  vault_item: \""+hcxCap(a.svc)+" "+hcxOne("prod", "live", "main")+"\"")
	keep = append(keep, a.svc+":")
	return hcxSec("api-key", "yaml", hcxLines(lines...), secs, keep...)
}

func hcxConnStr() Sample {
	u := hcxOne("app", "crm", "billing_rw", "wp_admin", "postgres", "root")
	host := hcxOne("db01.internal", "pg.brightfield.io", "10.0.4.21", "mysql.nordwind.de", "localhost")
	pw := hcxOne(hcxGenPw(), hcxHumanPw())
	pw = strings.NewReplacer("@", "", "/", "", "?", "", "#", "", "%", "").Replace(pw)
	if len(pw) < 6 {
		pw += rnd(alnum, 6)
	}
	sch := hcxOne("postgres", "postgresql", "mysql", "mongodb")
	port := map[string]string{"postgres": "5432", "postgresql": "5432", "mysql": "3306", "mongodb": "27017"}[sch]
	url := sch + "://" + u + ":" + pw + "@" + host + ":" + port + "/" + hcxOne("crm", "app", "wordpress", "billing")
	t := hcxOne(
		"Secure note 'DB "+host+"' — connection string: "+url,
		"moving this from the KeePass notes field into a Database item:\n"+url+"\nhost/port/user go into their own fields",
		"DATABASE_URL="+url,
	)
	return hcxSec("db-password", hcxOne("notes", "chat"), t, []string{pw}, host, u+":")
}

func hcxTOMLSync() Sample {
	mp := hcxPw()
	db := hcxOne("~/Sync/family.kdbx", "/data/passwords.kdbx", "~/Dropbox/vault.kdbx")
	t := hcxLines("# kp-sync.toml", "[keepass]", `database = "`+db+`"`, `password = "`+mp+`"`, `keyfile = ""`, "",
		"[bitwarden]", `server = "https://vault.bitwarden.eu"`, `email = "`+hcxMail(hcxWho())+`"`, `password_env = "BW_PASSWORD"`)
	return hcxSec("master-password", "toml", t, []string{mp}, db)
}
