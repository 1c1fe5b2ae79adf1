package main

// heldout-dh: shell sessions, logs, commits, diffs, tables and wiki pages, with secrets.

import (
	"fmt"
	"strings"
)

func hdhDocTpls() []func() Sample {
	return []func() Sample{
		func() Sample { // curl to DeepL in a ticket
			k := hdhDeepL()
			host := hdhPick("api-free.deepl.com", "api.deepl.com")
			t := fmt.Sprintf("LOC-%d MT pretranslation returns 403\n\nSteps:\n$ curl -X POST https://%s/v2/translate \\\n  --header \"Authorization: DeepL-Auth-Key %s\" \\\n  --data-urlencode \"text=Hello\" --data \"target_lang=DE\"\n{\"message\":\"Forbidden\"}\n\nExpected: translation. Checked quota, we're at %d%%.", hdhN(100, 999), host, k, hdhN(10, 99))
			return hdhS("mt-api-key", "ticket", t, hdhSec(k), host)
		},
		func() Sample { // Azure Translator header in a log
			k := hdhAzureKey()
			region := hdhPick("westeurope", "northeurope", "swedencentral")
			t := fmt.Sprintf("%sT%s:%02dZ DEBUG azure-mt request POST https://api.cognitive.microsofttranslator.com/translate?api-version=3.0&to=%s\n  Ocp-Apim-Subscription-Key: %s\n  Ocp-Apim-Subscription-Region: %s\n%sT%s:%02dZ ERROR azure-mt 401 Access denied due to invalid subscription key",
				hdhDate(), hdhTime(), hdhN(0, 59), hdhPick("de", "fr", "ja", "ko"), k, region, hdhDate(), hdhTime(), hdhN(0, 59))
			return hdhS("mt-api-key", "log", t, hdhSec(k), region)
		},
		func() Sample { // export and run
			k := hdhDeepL()
			u, job := hdhUser(hdhName()), hdhRnd(hdhDig, 5)
			t := fmt.Sprintf("%s@pm-laptop:~/jobs/%s$ export DEEPL_AUTH_KEY=%s\n%s@pm-laptop:~/jobs/%s$ python mt_pretranslate.py --xliff in/*.xlf --target %s\nProcessed %d segments, %d characters billed.", u, job, k, u, job, hdhPick("de", "fr", "nl"), hdhN(100, 3000), hdhN(10000, 90000))
			return hdhS("mt-api-key", "shell", t, hdhSec(k))
		},
		func() Sample { // lftp with password
			host, u, pw := hdhHost(hdhDomain()), "vendor"+hdhRnd(hdhDig, 2), hdhPw()
			t := fmt.Sprintf("$ lftp -u %s,'%s' sftp://%s\nlftp %s@%s:~> mirror -R out/ /deliveries/%s/\nTotal: 1 directory, %d files, 0 symlinks\nNew: %d files, 0 symlinks", u, pw, host, u, host, hdhDate(), hdhN(3, 40), hdhN(3, 40))
			return hdhS("sftp-password", "shell", t, hdhSec(pw), host, u)
		},
		func() Sample { // Phrase basic auth curl
			tok := hdhPhrase()
			t := fmt.Sprintf("$ curl -s -u %s: \"https://api.phrase.com/v2/projects?per_page=%d\" | jq '.[].name'\n\"%s – website\"\n\"%s – app strings\"", tok, hdhN(10, 100), hdhClient(), hdhClient())
			return hdhS("tms-api-token", "shell", t, hdhSec(tok))
		},
		func() Sample { // mysql -p
			pw, host := hdhPw(), "db."+hdhSlug(hdhClient(), "")+".com"
			t := fmt.Sprintf("$ mysql -h %s -u wpml_ro -p'%s' wordpress -e \"SELECT COUNT(*) FROM wp_icl_translations WHERE language_code='%s'\"\n+----------+\n| COUNT(*) |\n+----------+\n|     %4d |\n+----------+", host, pw, hdhPick("de", "fr", "es"), hdhN(100, 9999))
			return hdhS("db-password", "shell", t, hdhSec(pw), host)
		},
		func() Sample { // smbclient
			u, pw := hdhUser(hdhName()), hdhPw()
			t := fmt.Sprintf("$ smbclient //nas01/Projekte -U %s%%%s -c 'cd %s; ls'\n  .                                   D        0  %s\n  Glossar_v%d.xlsx                    A    %d", u, pw, hdhSlug(hdhClient(), "_"), hdhDate(), hdhN(2, 9), hdhN(20000, 90000))
			return hdhS("nas-password", "shell", t, hdhSec(pw), u)
		},
		func() Sample { // connection string in log
			pw, host := hdhMachinePw(), "pg-"+hdhRnd(hdhLo, 4)+".internal"
			t := fmt.Sprintf("[%s %s] INFO  quote-service starting\n[%s %s] INFO  connecting to postgresql://quotes:%s@%s:5432/quotes?sslmode=require\n[%s %s] INFO  migrations up to date", hdhDate(), hdhTime(), hdhDate(), hdhTime(), pw, host, hdhDate(), hdhTime())
			return hdhS("db-password", "log", t, hdhSec(pw), host)
		},
		func() Sample { // DeepL key in query-string log
			k := hdhDeepL()
			t := fmt.Sprintf("%s %s \"GET /v2/usage?auth_key=%s HTTP/1.1\" 200 %d \"-\" \"memoQ-DeepL-plugin/%d.%d\"", hdhRnd(hdhDig, 2)+".0."+hdhRnd(hdhDig, 1)+"."+hdhRnd(hdhDig, 2), hdhDate(), k, hdhN(40, 90), hdhN(1, 3), hdhN(0, 9))
			return hdhS("mt-api-key", "log", t, hdhSec(k))
		},
		func() Sample { // commit message mentioning leaked token
			tok := hdhLokalise()
			t := fmt.Sprintf("Remove hard-coded Lokalise token from sync script\n\nThe token %s was committed in the last release and has been\nrevoked in Lokalise. The script now reads LOKALISE_API_TOKEN from the env.", tok)
			return hdhS("tms-api-token", "commit", t, hdhSec(tok))
		},
		func() Sample { // diff removing a token
			tok := hdhGithubPAT()
			t := fmt.Sprintf("--- a/scripts/sync_strings.sh\n+++ b/scripts/sync_strings.sh\n@@ -3,7 +3,7 @@\n set -euo pipefail\n-GITHUB_TOKEN=\"%s\"\n+GITHUB_TOKEN=\"${GITHUB_TOKEN:?set it in CI}\"\n REPO=%s/app-strings\n", tok, hdhSlug(hdhClient(), "-"))
			return hdhS("git-token", "diff", t, hdhSec(tok))
		},
		func() Sample { // CSV onboarding sheet
			dom := hdhDomain()
			var rows []string
			var secs, keep []string
			for i := 0; i < 2; i++ {
				full := hdhFull()
				u, pw := hdhUser(strings.Fields(full)[0])+fmt.Sprint(i+1), hdhPw()
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s", full, u+"@"+dom, hdhPair(), u, pw))
				secs = append(secs, pw)
				keep = append(keep, u+"@"+dom)
			}
			t := "name,email,pair,memoq_user,temp_password\n" + strings.Join(rows, "\n") + "\n"
			return hdhS("cat-password", "csv", t, secs, keep...)
		},
		func() Sample { // markdown vendor portal table
			c1, c2 := hdhClient(), hdhClient()
			u1, u2, p1, p2 := hdhUser(hdhName()), hdhUser(hdhName()), hdhPw(), hdhPw()
			t := fmt.Sprintf("## Client portals\n\n| Client | Portal | Login | Password |\n|---|---|---|---|\n| %s | https://suppliers.%s.com | %s | %s |\n| %s | https://vendor.%s.net | %s | %s |\n\nAsk %s before adding new rows.", c1, hdhSlug(c1, ""), u1, p1, c2, hdhSlug(c2, ""), u2, p2, hdhName())
			return hdhS("portal-password", "markdown", t, hdhSec(p1, p2), u1, u2)
		},
		func() Sample { // wiki page MT engines with two keys
			dk, gk := hdhDeepL(), hdhGoogleKey()
			t := fmt.Sprintf("= MT engines we use =\n\n|| Engine || Used for || Key ||\n| DeepL Pro | EU languages | %s |\n| Google NMT | Asian languages, %s | %s |\n\nCharacter budget per month: %d M. Talk to %s before adding engines.", dk, hdhPick("ko", "th", "vi"), gk, hdhN(5, 40), hdhName())
			return hdhS("mt-api-key", "wiki", t, hdhSec(dk, gk))
		},
		func() Sample { // Slack webhook in Python
			h := hdhSlackHook()
			t := fmt.Sprintf("import requests\n\nWEBHOOK = \"%s\"\n\ndef notify_new_job(job):\n    requests.post(WEBHOOK, json={\"text\": f\"New job {job.id}: {job.pair}, {job.words} words, due {job.due}\"})\n", h)
			return hdhS("slack-webhook", "code", t, hdhSec(h))
		},
		func() Sample { // Teams webhook in Power Automate notes
			org := hdhSlug(hdhAgency(), "")
			h := hdhTeamsHook(org)
			t := fmt.Sprintf("Notes – delivery notifications\n- Flow posts to #deliveries-%s when a job hits 'Delivered' in XTM\n- Incoming webhook URL: %s\n- Owner: %s", hdhSlug(hdhClient(), "-"), h, hdhFull())
			return hdhS("teams-webhook", "notes", t, hdhSec(h))
		},
		func() Sample { // Zapier intake
			h := hdhZapier()
			t := fmt.Sprintf("## Quote request intake\n\nThe website form posts to Zapier, which creates the job in Plunet.\n\nZap trigger (catch hook): `%s`\n\nFields: name, email, source_lang, target_langs, files.", h)
			return hdhS("zapier-webhook", "wiki", t, hdhSec(h))
		},
		func() Sample { // Discord webhook games loc
			h := hdhDiscordHook()
			t := fmt.Sprintf("%s community translators: string freeze for patch %d.%d is on Friday.\n(for the bot config) DISCORD_WEBHOOK=%s", hdhPick("Vireo Games", "Pixelhaven"), hdhN(1, 3), hdhN(0, 30), h)
			return hdhS("discord-webhook", "chat", t, hdhSec(h))
		},
		func() Sample { // Slack bot token
			tok := hdhSlackBot()
			t := fmt.Sprintf("SLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#pm-alerts\nDEADLINE_WARN_HOURS=%d\n", tok, hdhN(4, 48))
			return hdhS("slack-token", "env", t, hdhSec(tok))
		},
		func() Sample { // SSH private key for SFTP delivery
			pem := hdhPEM(hdhPick("OPENSSH PRIVATE KEY", "RSA PRIVATE KEY"))
			t := fmt.Sprintf("here's the key the client's SFTP wants (user loc_%s), put it in ~/.ssh/id_%s and chmod 600:\n\n%s", hdhRnd(hdhLo, 4), hdhSlug(hdhClient(), "_"), pem)
			return hdhS("private-key", "chat", t, hdhSec(pem))
		},
		func() Sample { // bearer token in HTTP dump
			jwt := hdhJWT(hdhUser(hdhName()))
			t := fmt.Sprintf("GET /rest-api/v2/projects/%d/files HTTP/1.1\nHost: %s.xtm-intl.com\nAuthorization: Bearer %s\nAccept: application/json\n\nHTTP/1.1 200 OK", hdhN(10000, 99999), hdhSlug(hdhAgency(), ""), jwt)
			return hdhS("bearer-token", "http", t, hdhSec(jwt))
		},
		func() Sample { // session cookie
			v := hdhRnd(hdhLo+hdhDig, 32)
			dom := hdhDomain()
			t := fmt.Sprintf("the export button fails for me, here is the request from devtools:\ncurl 'https://portal.%s/api/jobs/export?format=xlsx' -H 'Cookie: sessionid=%s; django_language=de' --compressed", dom, v)
			return hdhS("session-cookie", "chat", t, hdhSec(v), "portal."+dom)
		},
		func() Sample { // Dropbox token in script
			tok := hdhDropbox()
			t := fmt.Sprintf("# upload_deliveries.py\nimport dropbox\ndbx = dropbox.Dropbox(\"%s\")\ndbx.files_upload(data, f\"/Clients/%s/OUT/{name}\")\n", tok, hdhClient())
			return hdhS("cloud-token", "code", t, hdhSec(tok))
		},
		func() Sample { // HF token
			tok := hdhHF()
			t := fmt.Sprintf("$ huggingface-cli login --token %s\nToken is valid (permission: read).\n$ python finetune_nmt.py --base Helsinki-NLP/opus-mt-en-%s --tm exports/%s.tmx", tok, hdhPick("de", "fr", "es", "nl"), hdhSlug(hdhClient(), "_"))
			return hdhS("ml-token", "shell", t, hdhSec(tok))
		},
		func() Sample { // GroupShare service account in handover
			u, pw := "svc_gs_"+hdhRnd(hdhLo, 3), hdhMachinePw()
			t := fmt.Sprintf("Handover (%s → %s)\n\n- GroupShare nightly TM backup runs as %s, password %s\n- the %s termbase is locked until the client approves v%d\n- invoices for March are in Plunet", hdhName(), hdhName(), u, pw, hdhClient(), hdhN(2, 7))
			return hdhS("service-password", "notes", t, hdhSec(pw), u)
		},
		func() Sample { // Spanish handover with two creds
			p1 := hdhPw()
			t := fmt.Sprintf("Traspaso de turno:\n- Acceso a Memsource del cliente %s: usuario %s, contraseña %s\n- La alarma de la oficina ya está reparada\n- Pendiente: revisión %s", hdhClient(), hdhUser(hdhName()), p1, hdhPair())
			return hdhS("cat-password", "notes", t, hdhSec(p1))
		},
		func() Sample { // AWS keys in chat
			id, sec := hdhAWSID(), hdhAWSSecret()
			t := fmt.Sprintf("%s: for the subtitle files bucket use these, read-only:\naccess key %s\nsecret %s\n%s: 👍", hdhName(), id, sec, hdhName())
			return hdhS("cloud-access-key", "chat", t, hdhSec(id, sec))
		},
		func() Sample { // Box developer token / ModernMT key in mail
			k := hdhRnd(hdhUp+hdhDig, 8) + "-" + hdhRnd(hdhUp+hdhDig, 4) + "-" + hdhRnd(hdhUp+hdhDig, 4) + "-" + hdhRnd(hdhUp+hdhDig, 4) + "-" + hdhRnd(hdhUp+hdhDig, 12)
			t := fmt.Sprintf("Hi team,\n\nthe ModernMT trial is active. Add this to the Trados plugin settings:\nMMT API key: %s\n\nIt adapts to our TMs, so please only use it for %s.\n\n%s", k, hdhClient(), hdhName())
			return hdhS("mt-api-key", "mail", t, hdhSec(k))
		},
	}
}
