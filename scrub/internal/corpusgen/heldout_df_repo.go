package main

import (
	"fmt"
	"strings"
)

// Repository admins: DSpace, Fedora, Islandora, Hyrax, EPrints, Archivematica, ArchivesSpace,
// Zenodo, Figshare, storage and CI credentials, 2FA seeds and licence keys.

func hdfRepoGens() []hdfGen {
	return []hdfGen{
		{6, hdfDSpaceCfg},
		{5, hdfDSpaceLogin},
		{4, hdfFedoraOpts},
		{5, hdfZenodoToken},
		{4, hdfFigshareToken},
		{6, hdfAWSBackup},
		{4, hdfGitHubToken},
		{4, hdfOverleafToken},
		{5, hdfTOTP},
		{4, hdfRecoveryCodes},
		{5, hdfLicenceKey},
		{4, hdfDrupalSettings},
		{4, hdfHyraxEnv},
		{4, hdfEPrintsDB},
		{5, hdfArchivematica},
		{4, hdfArchivesSpace},
		{5, hdfSlackWebhook},
		{4, hdfETDSftp},
		{4, hdfOAIBasic},
		{4, hdfHandlePass},
		{4, hdfSSHKeyTicket},
		{4, hdfSendGrid},
		{4, hdfComposePG},
		// traps
		{5, hdfTrapDSpaceCfg},
		{5, hdfTrapZenodoResp},
		{5, hdfTrapAWSArn},
		{5, hdfTrapFixity},
		{4, hdfTrapGitLog},
		{4, hdfTrapSSHPub},
		{4, hdfTrapAWSMasked},
		{4, hdfTrapHandleCfg},
		{5, hdfTrapArchivematica},
		{5, hdfTrapRepoPwTalk},
		{4, hdfTrapLicenceOrder},
		{4, hdfTrapTOTPTalk},
		{4, hdfTrapSlackLink},
	}
}

func hdfRepoHost() string {
	o := hdfOrg()
	return hdfP("repository.", "dspace.", "eprints.", "research-data.", "archive.") + o.dom
}

func hdfDSpaceCfg() Sample {
	pw := hdfPw()
	host := hdfRepoHost()
	t := fmt.Sprintf(`# local.cfg
dspace.dir = /dspace
dspace.server.url = https://%s/server
dspace.ui.url = https://%s
dspace.name = %s

db.url = jdbc:postgresql://localhost:5432/dspace
db.username = dspace
db.password = %s

handle.prefix = %d
`, host, host, hdfP("Open Research Repository", "Eastmoor Research Online", "RepositoriUM"), pw, hdfN(10000, 20999))
	return hdfS("db-password", "config", t, []string{pw}, "db.username = dspace")
}

func hdfDSpaceLogin() Sample {
	email := hdfP("repo-admin@", "dspace@", "admin@") + hdfOrg().dom
	pw := hdfPwU()
	host := hdfRepoHost()
	tok := hdfJWT(fmt.Sprintf(`{"eid":"%s","sg":[],"authenticationMethod":"password","exp":%d}`, hdfUUID(), hdfN(1700000000, 1760000000)))
	t := fmt.Sprintf(`$ curl -si -X POST "https://%[1]s/server/api/authn/login" \
    -H "X-XSRF-TOKEN: $XSRF" -b cookies.txt \
    --data "user=%[2]s&password=%[3]s" | grep -i authorization
Authorization: Bearer %[4]s
$ export TOKEN=%[4]s
`, host, email, pw, tok)
	return hdfS("api-credentials", "shell", t, []string{pw, tok}, email)
}

func hdfFedoraOpts() Sample {
	pw := hdfPw()
	t := fmt.Sprintf(`[Service]
Environment="CATALINA_OPTS=-Dfcrepo.home=/data/fcrepo -Dfcrepo.db.url=jdbc:postgresql://localhost:5432/fcrepo -Dfcrepo.db.user=fcrepo -Dfcrepo.db.password=%s -Xmx4g"
`, pw)
	intro := hdfP("", "/etc/systemd/system/tomcat.service.d/fcrepo.conf:\n", "fedora 6 won't start after the OS upgrade, drop-in below:\n\n")
	return hdfS("db-password", "config", intro+t, []string{pw}, "-Dfcrepo.db.user=fcrepo")
}

func hdfZenodoToken() Sample {
	tok := hdfR(hdfAlnum, 60)
	t := hdfP(
		fmt.Sprintf("$ export ZENODO_TOKEN=%s\n$ curl -s -H \"Authorization: Bearer $ZENODO_TOKEN\" https://zenodo.org/api/deposit/depositions?size=5 | jq '.[].id'", tok),
		fmt.Sprintf("import requests\nparams = {'access_token': '%s'}\nr = requests.post('https://zenodo.org/api/deposit/depositions', params=params, json={})\nbucket = r.json()['links']['bucket']\n", tok),
		fmt.Sprintf("Zenodo community upload for the conference proceedings -- personal token (deposit:write, deposit:actions): %s", tok))
	return hdfS("api-token", "shell", t, []string{tok}, "deposit")
}

func hdfFigshareToken() Sample {
	tok := hdfHex(128)
	t := fmt.Sprintf("curl -s -H 'Authorization: token %s' https://api.figshare.com/v2/account/articles?page_size=100 > articles.json", tok)
	return hdfS("api-token", "shell", t, []string{tok}, "api.figshare.com")
}

func hdfAWSBackup() Sample {
	id := hdfP("AKIA", "AKIA", "ASIA") + hdfR(hdfB32, 16)
	sec := hdfR(hdfB64S, 40)
	bucket := hdfP("dspace-assetstore-", "repo-preservation-", "aip-store-") + strings.ToLower(hdfOrg().code)
	t := hdfP(
		fmt.Sprintf("[preservation]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-1\n", id, sec),
		fmt.Sprintf("# nightly replication of the assetstore\nexport AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\naws s3 sync /dspace/assetstore s3://%s --storage-class DEEP_ARCHIVE\n", id, sec, bucket),
		fmt.Sprintf("The new IAM user for the %s bucket: key id %s, secret %s. Only PutObject/GetObject.", bucket, id, sec))
	return hdfS("aws-credentials", "config", t, []string{id, sec})
}

func hdfGitHubToken() Sample {
	tok := "ghp_" + hdfR(hdfAlnum, 36)
	t := hdfP(
		fmt.Sprintf("git clone https://%s@github.com/%s/dspace-angular-theme.git", tok, hdfP("ub-eastmoor", "rsu-libraries", "carrow-lib")),
		fmt.Sprintf("GITHUB_TOKEN=%s  # used by the theme deploy script to pull the private repo", tok))
	return hdfS("github-token", "shell", t, []string{tok}, "theme")
}

func hdfOverleafToken() Sample {
	tok := "olp_" + hdfR(hdfAlnum, 36)
	id := hdfHex(24)
	t := fmt.Sprintf("git clone https://git:%s@git.overleaf.com/%s thesis-template\n# library thesis template, pushed from the repository's LaTeX class", tok, id)
	return hdfS("overleaf-token", "shell", t, []string{tok}, "git.overleaf.com/"+id)
}

func hdfTOTP() Sample {
	seed := hdfR(hdfB32, hdfP(16, 32))
	issuer := hdfP("DSpace", "OJS", "ArchivesSpace", "Figshare", "Zenodo")
	acct := hdfP("repo-admin", "journal-manager", "archivist", "rdm-admin")
	t := hdfP(
		fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30", issuer, acct, seed, issuer),
		fmt.Sprintf("Shared 2FA for the %s %s account (so the on-call person can log in): setup key %s -- add it to your authenticator app, don't screenshot the QR.", issuer, acct, seed))
	return hdfS("totp-seed", "note", t, []string{seed}, acct)
}

func hdfRecoveryCodes() Sample {
	n := hdfN(2, 3)
	var codes []string
	for i := 0; i < n; i++ {
		codes = append(codes, hdfR(hdfLoDig, 5)+"-"+hdfR(hdfLoDig, 5))
	}
	svc := hdfP("GitHub org (repository code)", "ORCID institutional account", "Crossref admin", "Zenodo community owner")
	t := fmt.Sprintf("Backup codes for the %s, the ones not used yet:\n%s\nKeep this note in the safe, not on the shared drive.", svc, "  "+strings.Join(codes, "\n  "))
	return hdfS("recovery-code", "note", t, codes)
}

func hdfLicenceKey() Sample {
	var parts []string
	for i := 0; i < hdfP(4, 5); i++ {
		parts = append(parts, hdfR(hdfUp+hdfDig, 5))
	}
	key := strings.Join(parts, "-")
	prod := hdfP("ABBYY FineReader PDF (digitisation lab, 5 seats)", "EndNote site licence", "Adobe Acrobat Pro (scanning stations)", "Citavi campus licence", "OxygenXML Editor (TEI project)")
	f, l, _ := hdfWho()
	t := hdfP(
		fmt.Sprintf("%s\n\nThe licence key for %s is\n\n    %s\n\nPlease only install on library-managed machines.\n\n%s", hdfGreet(hdfP(hdfFirst...)), prod, key, hdfSign(f, l)),
		fmt.Sprintf("| Software | Licence key | Renewal |\n|---|---|---|\n| %s | %s | %s |", prod, key, hdfDate()))
	return hdfS("licence-key", "mail", t, []string{key}, prod)
}

func hdfDrupalSettings() Sample {
	pw := hdfPw()
	salt := hdfR(hdfB64U, 55)
	t := fmt.Sprintf(`$databases['default']['default'] = [
  'database' => 'islandora',
  'username' => 'islandora',
  'password' => '%s',
  'host' => '%s',
  'port' => '3306',
  'driver' => 'mysql',
];
$settings['hash_salt'] = '%s';
$settings['config_sync_directory'] = '../config/sync';
`, pw, hdfP("localhost", "mariadb", "db"), salt)
	return hdfS("db-password", "code", t, []string{pw, salt}, "'username' => 'islandora'")
}

func hdfHyraxEnv() Sample {
	skb := hdfHex(128)
	pw := hdfPwU()
	t := fmt.Sprintf(`RAILS_ENV=production
SECRET_KEY_BASE=%s
FEDORA_URL=http://fcrepo:8080/fcrepo/rest
FEDORA_USER=fedoraAdmin
FEDORA_PASSWORD=%s
SOLR_URL=http://solr:8983/solr/hyrax
`, skb, pw)
	return hdfS("signing-secret", "env", t, []string{skb, pw}, "FEDORA_USER=fedoraAdmin")
}

func hdfEPrintsDB() Sample {
	pw := hdfPw()
	t := fmt.Sprintf(`# archives/%s/cfg/cfg.d/database.pl
$c->{dbname} = '%s';
$c->{dbhost} = 'localhost';
$c->{dbuser} = 'eprints';
$c->{dbpass} = '%s';
`, hdfP("repo", "research", "etheses"), hdfP("repo", "eprints_research"), pw)
	return hdfS("db-password", "code", t, []string{pw}, "$c->{dbuser} = 'eprints';")
}

func hdfArchivematica() Sample {
	user := hdfP("am_admin", "archivist", "automation")
	key := hdfHex(40)
	host := hdfP("am.", "archivematica.") + hdfOrg().dom
	t := hdfP(
		fmt.Sprintf("curl -s -H 'Authorization: ApiKey %s:%s' 'http://%s/api/transfer/completed'", user, key, host),
		fmt.Sprintf("[automation]\nam_url = http://%s\nam_user = %s\nam_api_key = %s\nss_url = http://%s:8000\n", host, user, key, host))
	return hdfS("api-key", "shell", t, []string{key}, host)
}

func hdfArchivesSpace() Sample {
	pw := hdfPwU()
	t := fmt.Sprintf(`AppConfig[:db_url] = "jdbc:mysql://localhost:3306/archivesspace?user=as&password=%s&useUnicode=true&characterEncoding=UTF-8"
AppConfig[:solr_url] = "http://localhost:8983/solr/archivesspace"
AppConfig[:backend_url] = "http://localhost:8089"
`, pw)
	return hdfS("db-password", "config", t, []string{pw}, "AppConfig[:solr_url]")
}

func hdfSlackWebhook() Sample {
	url := fmt.Sprintf("https://hooks.slack.com/services/T%s/B%s/%s", hdfR(hdfUp+hdfDig, 8), hdfR(hdfUp+hdfDig, 10), hdfR(hdfAlnum, 24))
	t := hdfP(
		fmt.Sprintf("# notify #repo-alerts when the OAI harvest fails\nSLACK_WEBHOOK=%s\n", url),
		fmt.Sprintf("if [ $? -ne 0 ]; then\n  curl -s -X POST -H 'Content-type: application/json' --data '{\"text\":\"DSpace backup failed on %s\"}' %s\nfi", hdfRepoHost(), url))
	return hdfS("slack-webhook", "shell", t, []string{url})
}

func hdfETDSftp() Sample {
	user := "etd_" + strings.ToLower(hdfOrg().code)
	pw := hdfPw()
	t := hdfP(
		fmt.Sprintf("ProQuest ETD deposits: sftp %s@ftp.proquest.com (port 22), password %s. Zip per thesis, naming upload_<surname>.zip", user, pw),
		fmt.Sprintf("Host etd-proquest\n    HostName ftp.proquest.com\n    User %s\n# password: %s  (ProQuest won't do keys for us)\n", user, pw))
	return hdfS("sftp-password", "note", t, []string{pw}, user)
}

func hdfOAIBasic() Sample {
	pw := hdfPwU()
	user := hdfP("harvester", "base-harvest", "oai")
	host := hdfRepoHost()
	t := fmt.Sprintf("curl -u %s:%s 'https://%s/oai/request?verb=ListRecords&metadataPrefix=oai_dc&set=com_%d_%d' -o page1.xml", user, pw, host, hdfN(10000, 20999), hdfN(1, 999))
	intro := hdfP("", "embargoed-set harvest (the restricted endpoint needs basic auth):\n")
	return hdfS("basic-auth-password", "shell", intro+t, []string{pw}, host)
}

func hdfHandlePass() Sample {
	pass := hdfP(hdfPw(), hdfP(hdfWordsLo...)+" "+hdfP(hdfWordsLo...)+" "+hdfP(hdfWordsLo...)+" "+hdfP(hdfWordsLo...))
	prefix := fmt.Sprint(hdfN(10000, 20999))
	t := fmt.Sprintf(`Handle server %s -- restart notes
1. sudo systemctl restart handle
2. it asks for the admin private key passphrase (admpriv.bin): %s
3. check https://hdl.handle.net/%s/1 resolves
`, prefix, pass, prefix)
	return hdfS("key-passphrase", "note", t, []string{pass}, "admpriv.bin")
}

func hdfSSHKeyTicket() Sample {
	block, body := hdfPEM()
	host := hdfRepoHost()
	t := fmt.Sprintf("Ticket #%s: deploy key for %s\n\nThe old deploy box is gone, here's the key from its ~/.ssh/id_deploy so you can set up the new one:\n\n%s\n\nUser is deploy, port 22.", hdfD(5), host, block)
	return hdfS("private-key", "ticket", t, []string{body}, host)
}

func hdfSendGrid() Sample {
	key := "SG." + hdfR(hdfB64U, 22) + "." + hdfR(hdfB64U, 43)
	t := hdfP(
		fmt.Sprintf("# dspace local.cfg -- outgoing mail via SendGrid\nmail.server = smtp.sendgrid.net\nmail.server.username = apikey\nmail.server.password = %s\nmail.from.address = noreply@%s\n", key, hdfOrg().dom),
		fmt.Sprintf("SENDGRID_API_KEY=%s\n", key))
	return hdfS("api-key", "config", t, []string{key})
}

func hdfComposePG() Sample {
	pw := hdfPwU()
	t := fmt.Sprintf(`services:
  dspacedb:
    image: dspace/dspace-postgres-pgcrypto:%s
    environment:
      PGDATA: /pgdata
      POSTGRES_PASSWORD: %s
  dspace:
    image: dspace/dspace:%s
    environment:
      db__P__url: "jdbc:postgresql://dspacedb:5432/dspace"
      db__P__password: %s
`, hdfP("dspace-7_x", "dspace-8_x"), pw, hdfP("dspace-7_x", "dspace-8_x"), pw)
	return hdfS("db-password", "yaml", t, []string{pw}, "dspacedb:5432")
}

// ---- traps ----

func hdfTrapDSpaceCfg() Sample {
	host := hdfRepoHost()
	t := fmt.Sprintf(`dspace.server.url = https://%s/server
db.url = jdbc:postgresql://localhost:5432/dspace
db.username = dspace
db.password = ${env.DSPACE_DB_PASSWORD}
handle.prefix = %d
handle.canonical.prefix = https://hdl.handle.net/
mail.admin = repo-admin@%s
`, host, hdfN(10000, 20999), hdfOrg().dom)
	return hdfT("trap-env-reference", "config", t)
}

func hdfTrapZenodoResp() Sample {
	id := hdfN(1000000, 15000000)
	t := fmt.Sprintf(`{"id": %[1]d, "conceptrecid": "%[2]d", "doi": "10.5281/zenodo.%[1]d", "state": "done", "submitted": true,
 "links": {"bucket": "https://zenodo.org/api/files/%[3]s", "html": "https://zenodo.org/deposit/%[1]d"},
 "files": [{"checksum": "md5:%[4]s", "filename": "%[5]s", "filesize": %[6]d}]}`, id, id-1, hdfUUID(), hdfHex(32), hdfP("proceedings.pdf", "dataset_v2.zip", "transcriptions.xml"), hdfN(10000, 90000000))
	return hdfT("trap-api-response", "json", t)
}

func hdfTrapAWSArn() Sample {
	acct := hdfD(12)
	b := hdfP("dspace-assetstore-", "aip-store-") + strings.ToLower(hdfOrg().code)
	t := fmt.Sprintf(`$ aws sts get-caller-identity
{"UserId": "AIDA%s", "Account": "%s", "Arn": "arn:aws:iam::%s:user/repo-replication"}
$ aws s3 ls s3://%s/ --summarize | tail -2
Total Objects: %d
   Total Size: %d`, hdfR(hdfB32, 17), acct, acct, b, hdfN(10000, 900000), hdfN(1e9, 9e12))
	return hdfT("trap-arn", "shell", t)
}

func hdfTrapFixity() Sample {
	var b strings.Builder
	b.WriteString("item_handle,bitstream,algorithm,expected,result\n")
	pre := hdfN(10000, 20999)
	for i := 0; i < hdfN(3, 6); i++ {
		fmt.Fprintf(&b, "%d/%d,%s,MD5,%s,%s\n", pre, hdfN(1, 9999), hdfP("thesis.pdf", "data.csv", "image_0001.tif", "license.txt"), hdfHex(32), hdfP("CHECKSUM_MATCH", "CHECKSUM_MATCH", "BITSTREAM_NOT_FOUND"))
	}
	return hdfT("trap-checksum", "csv", b.String())
}

func hdfTrapGitLog() Sample {
	var b strings.Builder
	for i := 0; i < hdfN(3, 5); i++ {
		fmt.Fprintf(&b, "%s %s\n", hdfHex(7), hdfP("Fix ORCID widget on item page", "Bump dspace-angular to 7.6.2", "Add Welsh translations", "Hide withdrawn items from sitemap", "Rotate API keys (now from env)"))
	}
	return hdfT("trap-commit", "shell", "$ git log --oneline -5\n"+b.String())
}

func hdfTrapSSHPub() Sample {
	_, _, u := hdfWho()
	t := fmt.Sprintf("Please add my key to the deploy user on %s:\n\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", hdfRepoHost(), hdfR(hdfB64S, 43), u, hdfP("laptop", "lib-ws-12", "thinkpad"))
	return hdfT("trap-public-key", "chat", t)
}

func hdfTrapAWSMasked() Sample {
	t := hdfP(
		"[preservation]\naws_access_key_id = <redacted>\naws_secret_access_key = <redacted>\nregion = eu-west-1\n",
		"export AWS_ACCESS_KEY_ID=$(vault kv get -field=key_id secret/repo/s3)\nexport AWS_SECRET_ACCESS_KEY=$(vault kv get -field=secret secret/repo/s3)\n",
		"The replication user's access keys are in the 'Repository – AWS' entry in 1Password; they rotate every 90 days.")
	return hdfT("trap-placeholder", "config", hdfCfgWrap(t))
}

func hdfTrapHandleCfg() Sample {
	p := hdfN(10000, 20999)
	t := fmt.Sprintf(`"server_config" = {
  "server_admins" = (
    "300:0.NA/%d"
  )
  "replication_admins" = (
    "300:0.NA/%d"
  )
  "this_server_id" = "1"
  "allow_na_admins" = "yes"
}`, p, p)
	return hdfT("trap-config", "config", t)
}

func hdfTrapArchivematica() Sample {
	t := fmt.Sprintf("Transfer %s_%s completed. SIP UUID %s, AIP UUID %s stored in location %s (pipeline %s).",
		hdfP("accession", "ms"), hdfD(4), hdfUUID(), hdfUUID(), hdfUUID(), hdfUUID())
	return hdfT("trap-uuid", "log", t)
}

func hdfTrapRepoPwTalk() Sample {
	t := hdfP(
		"Reminder: repository admin passwords rotate every 90 days. I reset Tom's this morning; he'll set a new one on first login.",
		"DSpace: a password must be at least 8 characters. Users who log in via Shibboleth don't have a local password at all.",
		"Olvidé la contraseña del DSpace de pruebas, ¿alguien puede resetearla? El usuario es el de siempre.",
		"If the admin password for ArchivesSpace is lost, it can be reset from the database with the documented script; no need to reinstall.")
	return hdfT("trap-password-talk", "chat", hdfWrap(t))
}

func hdfTrapLicenceOrder() Sample {
	t := fmt.Sprintf("Renewal for %s processed: order no. %s, invoice INV-%d-%05d, %d seats, valid until %s. Licence keys are distributed through the software portal.",
		hdfP("ABBYY FineReader", "EndNote", "OxygenXML"), hdfR(hdfUp, 2)+hdfD(8), hdfN(2023, 2026), hdfN(1, 99999), hdfN(5, 500), hdfDate())
	return hdfT("trap-order-number", "mail", t)
}

func hdfTrapTOTPTalk() Sample {
	t := hdfP(
		"Turned on 2FA for the Zenodo community owner account. The QR code was shown once; Priya scanned it with the team phone, the recovery codes are in the safe.",
		"otpauth setup: each admin adds their OWN authenticator to the ORCID account — please don't share setup keys in chat.")
	return hdfT("trap-2fa-talk", "chat", hdfWrap(t))
}

func hdfTrapSlackLink() Sample {
	t := fmt.Sprintf("See the discussion here: https://%s.slack.com/archives/C%s/p%d — we agreed to move the webhook URL into the CI secrets.", hdfP("ub-eastmoor", "rsu-lib", "carrowlib"), hdfR(hdfUp+hdfDig, 10), hdfN(1700000000, 1760000000)*1000000+hdfN(0, 999999))
	return hdfT("trap-url", "chat", t)
}
