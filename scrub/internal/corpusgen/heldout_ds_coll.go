package main

import (
	"fmt"
	"strings"
)

// Collection databases and digitisation: TMS, CollectiveAccess, Omeka S, EMu, Axiell,
// ResourceSpace, image stores on S3 and Azure, IIIF servers, transcription pipelines.

func hdsCollGens() []hdsGen {
	return []hdsGen{
		{6, hdsCollTmsConn}, {6, hdsCollCASetup}, {6, hdsCollOmekaIni}, {6, hdsCollCompose},
		{6, hdsCollAwsCreds}, {5, hdsCollResourceSpace}, {6, hdsCollAxiellWiki}, {6, hdsCollAzureBlob},
		{5, hdsCollSSHKey}, {5, hdsCollGitRemote}, {5, hdsCollMysqlShell}, {5, hdsCollCloudinary},
		{5, hdsCollVisionKey}, {5, hdsCollOpenAI},
	}
}

func hdsCollTrapGens() []hdsGen {
	return []hdsGen{
		{8, hdsCollTrapObject}, {6, hdsCollTrapConnRef}, {5, hdsCollTrapAwsConfig},
		{6, hdsCollTrapChecksums}, {5, hdsCollTrapCommit}, {5, hdsCollTrapSecretFile},
		{5, hdsCollTrapVaultChat}, {5, hdsCollTrapIIIF}, {5, hdsCollTrapPubKey},
	}
}

func hdsCollTmsConn() Sample {
	pw := strings.ReplaceAll(hdsPw(), ";", "")
	user := pick([]string{"tmsuser", "tms_web", "emuseum_ro", "TMSReports"})
	srv := pick([]string{"tms-sql01", "COLLDB02", "sql-collections.internal", "tmsdb"})
	text := fmt.Sprintf(`{
  "ConnectionStrings": {
    "TMS": "Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True"
  },
  "eMuseum": { "SyncIntervalMinutes": %d, "ImageRoot": "\\\\%s\\media$" },
  "Logging": { "LogLevel": { "Default": "Warning" } }
}`, srv, pick([]string{"TMS", "TMS_Live", "TMS2022"}), user, pw, hdsN(5, 60), pick([]string{"fileserv01", "dams-nas"}))
	return hdsS("db-password", "json", text, []string{pw}, "User Id="+user)
}

func hdsCollCASetup() Sample {
	pw := hdsPwURL()
	text := fmt.Sprintf(`<?php
# CollectiveAccess Providence setup for the %s collection
define("__CA_DB_HOST__", '%s');
define("__CA_DB_USER__", 'ca_%s');
define("__CA_DB_PASSWORD__", '%s');
define("__CA_DB_DATABASE__", 'collectiveaccess');
define("__CA_APP_DISPLAY_NAME__", "%s");
define("__CA_ADMIN_EMAIL__", 'registrar@%s');`, pick([]string{"textiles", "photography", "archive", "natural history"}),
		pick([]string{"localhost", "db01", "127.0.0.1"}), pick([]string{"admin", "app", "prov"}), pw, pick(hdsVenues).name, pick(hdsVenues).dom)
	return hdsS("db-password", "php", text, []string{pw}, "collectiveaccess")
}

func hdsCollOmekaIni() Sample {
	pw := hdsPw()
	user := pick([]string{"omeka", "omeka_s", "exhib_web"})
	text := fmt.Sprintf(`; config/database.ini — online exhibitions site
user     = "%s"
password = "%s"
dbname   = "omeka_%s"
host     = "%s"
;port    =
`, user, pw, pick([]string{"exhibitions", "prod", "silkroads"}), pick([]string{"localhost", "mariadb", "10.20.0.15"}))
	return hdsS("db-password", "ini", text, []string{pw}, `user     = "`+user+`"`)
}

func hdsCollCompose() Sample {
	pw := hdsPwURL()
	user := pick([]string{"collections", "emu", "catalogue", "dams"})
	text := fmt.Sprintf(`services:
  catalogue-api:
    image: registry.%s/catalogue-api:%d.%d.%d
    environment:
      DATABASE_URL: postgres://%s:%s@db:5432/%s
      IIIF_BASE: https://iiif.%s/iiif/3
    depends_on: [db]
  db:
    image: postgres:%d
    volumes: ["pgdata:/var/lib/postgresql/data"]
`, pick(hdsVenues).dom, hdsN(1, 4), hdsN(0, 20), hdsN(0, 9), user, pw, user, pick(hdsVenues).dom, hdsN(13, 17))
	return hdsS("connection-string-password", "yaml", text, []string{pw}, "postgres://"+user+":")
}

func hdsCollAwsCreds() Sample {
	id := hdsAKID()
	sec := hdsB64(40)
	prof := pick([]string{"digitisation", "iiif-images", "dams-backup", "default"})
	if rng.IntN(2) == 0 {
		text := fmt.Sprintf(`$ aws s3 ls s3://%s-masters/ --profile %s
An error occurred (InvalidAccessKeyId) when calling the ListObjectsV2 operation: The AWS Access Key Id you provided does not exist in our records.
$ grep -A2 '\[%s\]' ~/.aws/credentials | head -2
[%s]
aws_access_key_id = %s
# %s: the photographer's laptop still had the key we deleted in %s`, pick([]string{"coll", "museum", "gallery"}), prof, prof, prof, id, hdsFirstN(), hdsYear())
		return hdsS("aws-access-key", "shell", text, []string{id}, "--profile "+prof)
	}
	text := fmt.Sprintf(`$ cat ~/.aws/credentials
[%s]
aws_access_key_id = %s
aws_secret_access_key = %s
region = eu-west-%d
$ aws s3 sync ./tiff s3://%s-masters/%s/ --profile %s --storage-class GLACIER_IR
upload: tiff/%s.tif to s3://...`, prof, id, sec, hdsN(1, 3), pick([]string{"coll", "museum", "gallery"}), hdsYear(), prof,
		fmt.Sprintf("%d_%d_%d", hdsN(1900, 2024), hdsN(1, 300), hdsN(1, 30)))
	return hdsS("aws-access-key", "shell", text, []string{id, sec}, "--profile "+prof)
}

func hdsCollResourceSpace() Sample {
	key := rnd(hexs, 64)
	user := pick([]string{"import_bot", "web_api", "photostudio"})
	text := fmt.Sprintf(`%s: for the batch import script, use user %s on ResourceSpace
%s: and the key? the one in my profile page?
%s: no, the private API key for that user: %s
%s: got it, running it on the %d new scans from the photo studio tonight`,
		hdsFirstN(), user, hdsFirstN(), hdsFirstN(), key, hdsFirstN(), hdsN(40, 900))
	return hdsS("api-key", "chat", text, []string{key}, "use user "+user)
}

func hdsCollAxiellWiki() Sample {
	pw := hdsPw()
	acct := pick([]string{"svc_axiell", "AXIELL\\collsync", "axiell-batch"})
	text := fmt.Sprintf(`== Axiell Collections — migration notes ==

Cut-over planned for %s. Record counts after the test load:

{| class="wikitable"
! Database !! Records !! Notes
|-
| objects || %d || incl. loans in
|-
| people || %d || duplicates merged
|}

Service account for the nightly harvest: %s
Password: %s
(temporary until the SSO switch, %s will rotate it)`, hdsDate(), hdsN(20000, 400000), hdsN(5000, 60000), acct, pw, hdsFirstN())
	return hdsS("service-account-password", "wiki", text, []string{pw}, acct)
}

func hdsCollAzureBlob() Sample {
	key := hdsB64(86) + "=="
	acct := pick([]string{"museumimages", "collmedia", "galleryarchive", "dams01"})
	text := fmt.Sprintf(`# appsettings.Production.json was missing this, adding for the image proxy
AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"
AZURE_CONTAINER=%s
`, acct, key, pick([]string{"iiif-derivatives", "thumbnails", "masters"}))
	return hdsS("storage-account-key", "env", text, []string{key}, "AccountName="+acct)
}

func hdsCollSSHKey() Sample {
	var lines []string
	lines = append(lines, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW")
	for i := 0; i < hdsN(3, 5); i++ {
		lines = append(lines, hdsB64(70))
	}
	lines = append(lines, hdsB64(hdsN(20, 60))+"=")
	body := strings.Join(lines, "\n")
	host := pick([]string{"scanstation-2", "phase-one-rig", "dams-ingest", "photostudio-mac"})
	text := fmt.Sprintf(`Rsync from %s to the DAMS kept asking for a password, so I made a key. Saving it here
until we set up the proper deploy account:

-----BEGIN OPENSSH PRIVATE KEY-----
%s
-----END OPENSSH PRIVATE KEY-----

Public half is in ~ingest/.ssh/authorized_keys on dams01.`, host, body)
	return hdsS("private-key", "note", text, []string{body}, host)
}

func hdsCollGitRemote() Sample {
	tok := "ghp_" + rnd(alnum, 36)
	org := pick([]string{"museum-digital", "harbourside-web", "kunsthalle-it", "oldmill-dev"})
	text := fmt.Sprintf(`$ git remote -v
origin	https://%s@github.com/%s/collections-online.git (fetch)
origin	https://%s@github.com/%s/collections-online.git (push)
$ git pull
Already up to date.`, tok, org, tok, org)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf(`Deploy steps for the collections site (%s):
1. ssh web01
2. cd /srv/collections-online && git remote set-url origin https://%s@github.com/%s/collections-online.git
3. git pull && npm ci && npm run build
4. sudo systemctl restart collections`, hdsDate(), tok, org)
		return hdsS("github-token", "markdown", text, []string{tok}, org+"/collections-online.git")
	}
	return hdsS("github-token", "shell", text, []string{tok}, org+"/collections-online.git")
}

func hdsCollMysqlShell() Sample {
	pw := strings.NewReplacer("'", "", "!", "").Replace(hdsPw())
	user := pick([]string{"pastperfect", "vernon", "cms_ro", "root"})
	text := fmt.Sprintf(`[%s@colldb ~]$ mysql -u %s -p'%s' -h %s objects -e "SELECT COUNT(*) FROM accessions WHERE year=%s"
+----------+
| COUNT(*) |
+----------+
|      %3d |
+----------+`, pick([]string{"registrar", "it", "admin"}), user, pw, hdsIP(), hdsYear(), hdsN(12, 900))
	return hdsS("db-password", "shell", text, []string{pw}, "-u "+user)
}

func hdsCollCloudinary() Sample {
	sec := rnd(b64url, 27)
	key := rnd(digits, 15)
	cloud := pick([]string{"museum-x", "gallery-media", "kunsthalle", "silkmuseum"})
	text := fmt.Sprintf(`# exhibition microsite, image transforms
CLOUDINARY_URL=cloudinary://%s:%s@%s
NEXT_PUBLIC_CLOUD_NAME=%s
`, key, sec, cloud, cloud)
	return hdsS("api-secret", "env", text, []string{sec}, "NEXT_PUBLIC_CLOUD_NAME="+cloud)
}

func hdsCollVisionKey() Sample {
	key := "AIzaSy" + rnd(b64url, 33)
	text := fmt.Sprintf(`# auto-tagging of the photo archive (server side only)
import requests

VISION_KEY = "%s"
ENDPOINT = "https://vision.googleapis.com/v1/images:annotate?key=" + VISION_KEY

def tag(path):
    # %s: batch of %d negatives from the %s donation
    ...`, key, hdsFirstN(), hdsN(50, 800), pick(hdsLast))
	return hdsS("google-api-key", "python", text, []string{key}, "vision.googleapis.com")
}

func hdsCollOpenAI() Sample {
	key := "sk-proj-" + rnd(b64url, hdsN(48, 120))
	text := fmt.Sprintf(`Meeting notes — letters transcription pilot (%s)
Present: %s, %s, %s
- %d letters done, error rate about %d%% on the handwritten ones
- %s set up the script on the digitisation PC; key used is %s (project "archive-hwr")
- next: ask the archive volunteers to spot-check`, hdsDate(), hdsName(), hdsName(), hdsName(), hdsN(100, 900), hdsN(3, 19), hdsFirstN(), key)
	return hdsS("openai-api-key", "meeting-notes", text, []string{key}, `project "archive-hwr"`)
}

// --- traps

func hdsCollTrapObject() Sample {
	text := fmt.Sprintf(`Object number: %d.%d.%d
IRN: %d
Title: %s
Maker: %s
Date: c. %d
Credit line: Gift of %s, %d
Inventory barcode: %s
DOI: 10.%d/%s
Location: Store %s, bay %d, shelf %s
Last audit: %s`, hdsN(1890, 2023), hdsN(1, 400), hdsN(1, 40), hdsN(100000, 999999),
		pick([]string{"Silk panel with peonies", "Portrait of a lady", "Bronze hand mirror", "Poster for the Winter Gala", "Glass flask"}),
		hdsName(), hdsN(1600, 1990), hdsName(), hdsN(1950, 2024), rnd(digits, 12), hdsN(1000, 9999), rnd(lower+digits, 8),
		rnd("ABCD", 1), hdsN(1, 40), rnd(upper, 1)+fmt.Sprint(hdsN(1, 9)), hdsDate())
	return hdsT("trap-object-number", "record", text)
}

func hdsCollTrapConnRef() Sample {
	text := pick([]string{`{
  "ConnectionStrings": {
    "TMS": "Server=tms-sql01;Database=TMS;Integrated Security=True;TrustServerCertificate=True"
  }
}`, `{
  "ConnectionStrings": {
    "TMS": "Server=tms-sql01;Database=TMS;User Id=tms_web;Password=${TMS_DB_PASSWORD};TrustServerCertificate=True"
  }
}`, `DATABASE_URL=postgres://collections:${POSTGRES_PASSWORD}@db:5432/collections
IIIF_BASE=https://iiif.example.org/iiif/3`, `define("__CA_DB_PASSWORD__", getenv('CA_DB_PASSWORD'));`})
	text = strings.NewReplacer("tms-sql01", pick([]string{"tms-sql01", "COLLDB02", "sql-coll.internal"}),
		"example.org", pick(hdsVenues).dom, "db:5432", pick([]string{"db:5432", "pg01:5432", "localhost:5433"}),
		"TrustServerCertificate=True", fmt.Sprintf("TrustServerCertificate=True;Connect Timeout=%d", hdsN(15, 120))).Replace(text)
	return hdsT("trap-secret-reference", "config", text)
}

func hdsCollTrapAwsConfig() Sample {
	acct := rnd(digits, 12)
	text := fmt.Sprintf(`$ cat ~/.aws/config
[profile digitisation]
role_arn = arn:aws:iam::%s:role/DigitisationUpload
source_profile = sso
region = eu-west-1
$ aws sts get-caller-identity --profile digitisation
{
    "Account": "%s",
    "Arn": "arn:aws:sts::%s:assumed-role/DigitisationUpload/%s"
}`, acct, acct, acct, hdsUser())
	return hdsT("trap-arn", "shell", text)
}

func hdsCollTrapChecksums() Sample {
	var b strings.Builder
	for i := 0; i < hdsN(3, 6); i++ {
		fmt.Fprintf(&b, "%s  %d_%03d_%s.tif\n", rnd(hexs, 64), hdsN(1950, 2024), hdsN(1, 999), pick([]string{"r", "v", "detail"}))
	}
	return hdsT("trap-checksum", "shell", "$ sha256sum -c manifest.sha256 --quiet && cat manifest.sha256\n"+b.String())
}

func hdsCollTrapCommit() Sample {
	text := fmt.Sprintf(`commit %s
Author: %s <%s@%s>
Date:   %s

    Move TMS credentials out of appsettings.json

    The connection string now reads the password from the TMS_DB_PASSWORD env var
    (set in the app service). Old password was rotated by %s the same day.`, rnd(hexs, 40), hdsName(), hdsUser(), pick(hdsVenues).dom, hdsDate(), hdsFirstN())
	return hdsT("trap-commit-sha", "commit", text)
}

func hdsCollTrapSecretFile() Sample {
	text := fmt.Sprintf(`services:
  db:
    image: postgres:%d
    environment:
      POSTGRES_USER: %s
      POSTGRES_PASSWORD_FILE: /run/secrets/%s
    secrets: [%s]
secrets:
  %s:
    file: ./secrets/%s.txt
# local port %d`, hdsN(13, 17), pick([]string{"collections", "emu", "dams"}), "db_password", "db_password", "db_password", pick([]string{"db_password", "pg_pass"}), hdsN(5432, 5499))
	return hdsT("trap-secret-reference", "yaml", text)
}

func hdsCollTrapVaultChat() Sample {
	text := fmt.Sprintf(pick([]string{
		"%[1]s: anyone know the TMS sa password? need it for the upgrade\n%[2]s: it's in the vault under Collections/TMS/sa, ask %[3]s to grant you access",
		"%[1]s: the EMu admin password expired again\n%[2]s: I reset it, new one is in Bitwarden (Collections folder). you'll need 2FA",
		"%[1]s: ResourceSpace API key for the importer?\n%[2]s: generate your own under My Account > API, we don't share keys any more",
	}), hdsFirstN(), hdsFirstN(), hdsFirstN())
	return hdsT("trap-secret-reference", "chat", text)
}

func hdsCollTrapIIIF() Sample {
	id := hdsUUID()
	text := fmt.Sprintf(`{
  "@context": "http://iiif.io/api/presentation/3/context.json",
  "id": "https://iiif.%[1]s/manifests/%[2]s",
  "type": "Manifest",
  "label": { "en": [ "%[3]s" ] },
  "items": [ { "id": "https://iiif.%[1]s/canvas/%[2]s/p1", "type": "Canvas", "height": %[4]d, "width": %[5]d } ]
}`, pick(hdsVenues).dom, id, pick([]string{"Sketchbook, 1912", "Programme for Carmen", "Silk sample book"}), hdsN(3000, 9000), hdsN(2000, 7000))
	return hdsT("trap-uuid", "json", text)
}

func hdsCollTrapPubKey() Sample {
	text := fmt.Sprintf(`Added the scan station's public key to dams01 so rsync works without a password:

ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s ingest@%s

Fingerprint: SHA256:%s`, rnd(alnum+"+/", 43), pick([]string{"scanstation-2", "photostudio-mac"}), rnd(alnum+"+/", 43))
	return hdsT("trap-public-key", "note", text)
}
