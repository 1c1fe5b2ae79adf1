package main

import (
	"fmt"
	"strings"
)

// Maintenance systems: AMOS/TRAX integrations, tech-log sync, parts portals, their configs.

func hcyMxGens() []hcyGen {
	return []hcyGen{
		func() Sample {
			pw := hcyPw()
			host := "amos-db" + rnd(digits, 2) + ".mx.internal"
			t := fmt.Sprintf("amos:\n  datasource:\n    url: jdbc:oracle:thin:@%s:1521/AMOSPRD\n    username: amos_ro\n    password: %s\n  export:\n    schedule: \"0 */4 * * *\"\n    target: s3://mx-reports/amos/",
				host, pw)
			return hcyS("db-password", "yaml", t, []string{pw}, host, "amos_ro")
		},
		func() Sample {
			pw := hcyPw()
			host := hcyHost("trax-sql")
			t := fmt.Sprintf("<connectionStrings>\n  <add name=\"TraxDb\" connectionString=\"Server=%s;Database=TRAX_PROD;User Id=trax_svc;Password=%s;Encrypt=True\" />\n</connectionStrings>",
				host, pw)
			return hcyS("db-password", "xml", t, []string{pw}, host, "trax_svc")
		},
		func() Sample {
			pw := rnd(alnum, 12+rng.IntN(10))
			host := "techlog-pg.mx.internal"
			user := pick([]string{"techlog", "etl_user", "mx_reader"})
			t := fmt.Sprintf("DATABASE_URL=postgresql://%s:%s@%s:5432/techlog\nREDIS_URL=redis://cache.mx.internal:6379/0\nSYNC_BATCH=250",
				user, pw, host)
			return hcyS("connection-string-password", "env", t, []string{pw}, host, user)
		},
		func() Sample {
			id, sec := hcyAWSID(), hcyAWSSecret()
			t := fmt.Sprintf("[mx-reports]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-1\n",
				id, sec)
			return hcyS("aws-access-key", "ini", t, []string{id, sec}, "mx-reports")
		},
		func() Sample {
			id := hcyAWSID()
			t := fmt.Sprintf("%s: the tech-log photo uploader is still using the old IAM user key %s, can someone rotate it before the audit? the secret is in the lambda env, I won't paste it here",
				hcyFirstN(), id)
			return hcyS("aws-access-key", "chat", t, []string{id})
		},
		func() Sample {
			body := hcyKeyBody("MHcCAQEEI"+pick([]string{"A", "B", "C", "D", "E", "F", "G", "H"}), 3)
			host := hcyHost("sftp-parts")
			t := fmt.Sprintf("# key for the parts supplier SFTP drop (%s), user mx_upload\n-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----",
				host, strings.Join(body, "\n"))
			return hcyS("private-key", "pem", t, body, host)
		},
		func() Sample {
			body := hcyKeyBody("b3BlbnNzaC1rZXktdjEAAAAA", 4+rng.IntN(2))
			t := fmt.Sprintf("$ cat ~/.ssh/id_ed25519_hangar\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n$ ssh -i ~/.ssh/id_ed25519_hangar mx@%s",
				strings.Join(body, "\n"), "hangar-gw.mx.internal")
			return hcyS("private-key", "shell", t, body, "hangar-gw.mx.internal")
		},
		func() Sample {
			combo := hcyDigitsNZ(3 + rng.IntN(2))
			t := fmt.Sprintf("WO %s / %s — A-check\nTask 32-11-01 done, tyre change #2 main.\nNOTE for nights: the torque wrench cabinet in bay %d is now on a padlock, combination %s. Tool crib has the key if it sticks.",
				rnd(digits, 6), hcyTail(), 1+rng.IntN(6), combo)
			return hcyS("padlock-code", "note", t, []string{combo})
		},
		func() Sample {
			u, pw := hcyUser(), hcyPw()
			t := fmt.Sprintf("Hi %s,\n\nAccess to the Boeing MyBoeingFleet mirror for the %s fleet is set up.\nLogin: %s\nPassword: %s\n\nThe account is shared by the tech services team, so do not change the password without telling %s.\n\nRegards,\nTechnical Records",
				hcyFirstN(), pick([]string{"737", "787", "A320", "ATR"}), u, pw, hcyName())
			return hcyS("portal-password", "mail", t, []string{pw}, u)
		},
		func() Sample {
			tok := hcyGLPAT()
			t := fmt.Sprintf("stages: [build, deploy]\n\nvariables:\n  MEL_REPO: gitlab.%s/mx/mel-parser\n  # TODO move to CI/CD variables\n  GITLAB_TOKEN: \"%s\"\n\nbuild:\n  script: make parser",
				pick(hcyDomains), tok)
			return hcyS("gitlab-token", "yaml", t, []string{tok})
		},
		func() Sample {
			tok := hcyGHP()
			t := fmt.Sprintf("$ git clone https://%s@github.com/%s/techlog-sync.git\nCloning into 'techlog-sync'...\nremote: Enumerating objects: 412, done.",
				tok, pick([]string{"northwind-mx", "atlantica-eng", "celticwings"}))
			return hcyS("github-token", "shell", t, []string{tok})
		},
		func() Sample {
			key := rnd(alnum+"+/", 86) + "=="
			acct := "mxdocs" + rnd(lower+digits, 6)
			t := fmt.Sprintf("\"ConnectionStrings\": {\n  \"ManualsBlob\": \"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"\n}",
				acct, key)
			return hcyS("azure-storage-key", "json", t, []string{key}, acct)
		},
		func() Sample {
			lic := hcyLicence()
			t := fmt.Sprintf("Purchase confirmation — BoroscopeView Pro (1 seat, hangar %d workstation)\nOrder no. %s\nLicence key: %s\nActivate under Help > Licence within 30 days.",
				1+rng.IntN(4), "ORD-"+rnd(digits, 7), lic)
			return hcyS("licence-key", "mail", t, []string{lic})
		},
		func() Sample {
			key := hcyHex(32)
			t := fmt.Sprintf("# mx-alerts -> PagerDuty\n[pagerduty]\nrouting_key = %s\nservice = \"AOG parts\"\nseverity = critical",
				key)
			return hcyS("pagerduty-key", "toml", t, []string{key})
		},
		func() Sample {
			tok := hcyVault()
			t := fmt.Sprintf("%s: vault is sealed on the mx side again?\n%s: no, your token expired. use this one for the rest of the night: %s — it's scoped to secret/mx/* only, dies at 0600",
				hcyFirstN(), hcyFirstN(), tok)
			return hcyS("vault-token", "chat", t, []string{tok})
		},
		func() Sample {
			pw := hcyPw()
			t := fmt.Sprintf("Werkstatt-Notiz %s\nDas Diagnose-Laptop für die CFM-Triebwerke (Bay 3) hat ein neues Passwort: %s\nAdmin-Konto bleibt 'engdiag'.",
				hcyDate(), pw)
			return hcyS("laptop-password", "note", t, []string{pw}, "engdiag")
		},
		func() Sample {
			sec := rnd(b64url, 32+rng.IntN(16))
			t := fmt.Sprintf("func newRampClient() *Client {\n\treturn &Client{\n\t\tBaseURL:      \"https://api.%s/gse\",\n\t\tClientID:     \"gse-tracker\",\n\t\tClientSecret: \"%s\",\n\t}\n}",
				pick(hcyDomains), sec)
			return hcyS("oauth-client-secret", "go", t, []string{sec}, "gse-tracker")
		},
		func() Sample {
			tok := hcySlackBot()
			t := fmt.Sprintf("SLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#mx-aog\nPOST_ON=defect_deferred,mel_expiring",
				tok)
			return hcyS("slack-token", "env", t, []string{tok})
		},
		func() Sample {
			hook := hcyTeamsHook()
			t := fmt.Sprintf("$webhook = '%s'\n$body = @{ text = \"MEL item %s on %s expires in 24h\" } | ConvertTo-Json\nInvoke-RestMethod -Uri $webhook -Method Post -Body $body -ContentType 'application/json'",
				hook, fmt.Sprintf("%02d-%02d-%02d", 21+rng.IntN(30), rng.IntN(99), rng.IntN(20)), hcyTail())
			return hcyS("teams-webhook", "powershell", t, []string{hook})
		},
		func() Sample {
			key := hcySendGrid()
			t := fmt.Sprintf("2025-%02d-%02dT%s:11Z WARN notifier: SendGrid rejected message, retrying with key=%s to=techrecords@%s",
				1+rng.IntN(12), 1+rng.IntN(28), hcyTime(), key, pick(hcyDomains))
			return hcyS("sendgrid-key", "log", t, []string{key})
		},
		func() Sample {
			pw := hcyPw()
			t := fmt.Sprintf("Hi team, the Ramco mobile tablets in line maintenance were re-enrolled. Shared device account: linemx@%s, password %s. The tablet lock screen PIN is unchanged.",
				pick(hcyDomains), pw)
			return hcyS("device-account-password", "mail", t, []string{pw})
		},
	}
}
