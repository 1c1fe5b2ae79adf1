package main

import (
	"fmt"
	"strings"
)

// Two of the four shapes the brief names: keys split over two lines, and the key ids of
// service accounts (heldout_s_four.go has the other two).

func hsSplitKeys(c *hsCorpus) {
	const cat = "split-secret"
	// split cuts a long token in two: the first half holds more than the vendor's fixed prefix,
	// the second is long enough to look random on its own.
	split := func() (string, string, string) {
		t := hsLongToken()
		for len(t) < 56 {
			t = hsLongToken()
		}
		k := hsN(32, len(t)-20)
		return t, t[:k], t[k:]
	}
	c.all(
		func() Sample {
			_, a, b := split()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("here's the key (slack wrapped it):\n%s\n%s", a, b)), a, b)
		},
		func() Sample {
			_, a, b := split()
			exp := fmt.Sprintf("(expires %s)", hsDate())
			return hsK(hsS(cat, "note", fmt.Sprintf("API key:\n%s\n%s\n%s", a, b, exp), a, b), exp)
		},
		func() Sample {
			_, a, b := split()
			last := hsStamp() + " INFO connected to upstream"
			return hsK(hsS(cat, "log", fmt.Sprintf("%s DEBUG client init key=%s\n%s\n%s", hsStamp(), a, b, last), a, b), last)
		},
		func() Sample {
			_, a, b := split()
			return hsK(hsS(cat, "email", fmt.Sprintf("From: %s@%s\nSubject: Re: access for the vendor\n\nKey as requested:\n%s\n%s\n\nBest regards", strings.ToLower(hsP(hsNames...)), hsP(hsDomains...), a, b), a, b), "Best regards")
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "shell", fmt.Sprintf("export API_KEY=%s\\\n%s\n./run-sync.sh --dry-run", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "terminal", fmt.Sprintf("$ cat ~/.config/%s/token\n%s\n%s\n$ ", hsP("gh", "openai", "sync", "deployer"), a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "markdown", fmt.Sprintf("> token: `%s`\n> `%s`", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "email-qp", fmt.Sprintf("Content-Transfer-Encoding: quoted-printable\n\nthe new token is %s=\n%s", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsK(hsS(cat, "meeting-notes", fmt.Sprintf("- vendor call moved to Thursday\n  - new deploy key: %s\n    %s\n- budget review next sprint", a, b), a, b), "- vendor call moved to Thursday")
		},
		func() Sample {
			_, a, b := split()
			return hsK(hsS(cat, "ticket", fmt.Sprintf("Pasting the key from the vault UI (it wrapped):\n\n%s\n%s\n\nPlease rotate after the migration.", a, b), a, b), "Please rotate after the migration.")
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "prose-es", fmt.Sprintf("La clave es:\n%s\n%s\nno la subas al repo", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "prose-de", fmt.Sprintf("Der Schlüssel (umgebrochen):\n%s\n%s", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "python", fmt.Sprintf("API_KEY = (\"%s\"\n           \"%s\")\nclient = Client(api_key=API_KEY)", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "javascript", fmt.Sprintf("const apiKey = '%s' +\n  '%s';\nexport default apiKey;", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "go", fmt.Sprintf("const token = \"%s\" +\n\t\"%s\"", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "yaml", fmt.Sprintf("integration:\n  api_key: >-\n    %s\n    %s\n  region: eu", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			n := hsP(hsNames...)
			return hsS(cat, "chat", fmt.Sprintf("[%s] %s: %s\n[%s] %s: %s", hsTime(), n, a, hsTime(), n, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("first half: %s\nsecond half: %s", a, b)), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "log-json", fmt.Sprintf("{\"level\":\"debug\",\"msg\":\"auth header built\",\"token\":\"%s\n%s\",\"ts\":%d}", a, b, 1700000000+rng.IntN(60000000)), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsK(hsS(cat, "email-reply", fmt.Sprintf("On Mon, %s wrote:\n> the secret for the webhook:\n> %s\n> %s\n\nThanks, got it working.", hsP(hsNames...), a, b), a, b), "Thanks, got it working.")
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "csv", fmt.Sprintf("name,value\nsvc-key,\"%s\n%s\"\nregion,eu-central-1", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "prose-ja", fmt.Sprintf("キーはこれです（改行されています）：\n%s\n%s", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "terminal", fmt.Sprintf("$ kubectl get secret api-creds -o jsonpath='{.data.token}' | base64 -d\n%s\n%s", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "cmd", fmt.Sprintf("C:\\> set API_KEY=%s^\nMore? %s\nC:\\> sync.exe --push", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "powershell", fmt.Sprintf("$key = \"%s\" + `\n       \"%s\"", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "prose-fr", fmt.Sprintf("la clé API, coupée en deux par le client mail :\n%s\n%s", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "note", fmt.Sprintf("token\n  %s\n  %s", a, b), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsK(hsS(cat, "log", fmt.Sprintf("[%s] worker-2 | Authorization: Bearer %s\n[%s] worker-2 | %s\n[%s] worker-2 | POST /v1/jobs 201", hsTime(), a, hsTime(), b, hsTime()), a, b), "POST /v1/jobs 201")
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "chat", hsChat(fmt.Sprintf("token pt1 %s", a)+"\n"+hsChat(fmt.Sprintf("pt2 %s", b))), a, b)
		},
		func() Sample {
			_, a, b := split()
			return hsS(cat, "prose-pt", fmt.Sprintf("segue a chave, quebrou em duas linhas:\n%s\n%s", a, b), a, b)
		},
	)
}

// ---------------------------------------------------------------------------------------------

func hsKeyIDs(c *hsCorpus) {
	const cat = "sa-key-id"
	sa := func() string {
		return hsP("ci-deployer", "terraform", "bq-export", "firebase-adminsdk-"+hsR(lower+digits, 5), "looker-sync", "backup-runner") + "@" + hsP(hsProjects...) + ".iam.gserviceaccount.com"
	}
	c.all(
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "prose", fmt.Sprintf("the SA json has \"private_key_id\": \"%s\" — that's the one we need to revoke", h), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsK(hsS(cat, "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"%s\"\n}", hsP(hsProjects...), h, sa(), hsNum(21)), h), "\"type\": \"service_account\",")
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "chat", hsChat(fmt.Sprintf("can someone disable this key? \"private_key_id\": \"%s\" it was in the public bucket", h)), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "yaml", fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: %s\n  client_email: %s", hsP(hsProjects...), h, sa()), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "python", fmt.Sprintf("info = {\n    'type': 'service_account',\n    'private_key_id': '%s',\n    'client_email': '%s',\n}", h, sa()), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "terraform", fmt.Sprintf("locals {\n  sa_private_key_id = \"%s\"\n  sa_email          = \"%s\"\n}", h, sa()), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsK(hsS(cat, "log", fmt.Sprintf("%s INFO google.auth: loaded credentials for %s (private_key_id=%s)\n%s INFO bigquery: job started", hsStamp(), sa(), h, hsStamp()), h), "INFO bigquery: job started")
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "prose-de", fmt.Sprintf("Der Schlüssel mit \"private_key_id\": \"%s\" wurde in einem öffentlichen Repo gefunden und muss sofort gelöscht werden.", h), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsK(hsS(cat, "email", fmt.Sprintf("Dear Google Cloud Platform customer,\n\nWe have detected a publicly accessible private key associated with the following service account:\n\nProject: %s\nService account: %s\nKey ID: %s\n\nPlease rotate it.", hsP(hsProjects...), sa(), h), h), "Dear Google Cloud Platform customer,")
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "log", fmt.Sprintf("%s WARN config: GOOGLE_CREDENTIALS=\"{\\\"type\\\": \\\"service_account\\\", \\\"private_key_id\\\": \\\"%s\\\"}\"", hsStamp(), h), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "javascript", fmt.Sprintf("admin.initializeApp({\n  credential: admin.credential.cert({\n    projectId: '%s',\n    privateKeyId: '%s',\n    clientEmail: '%s',\n  }),\n});", hsP(hsProjects...), h, sa()), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "env", fmt.Sprintf("GOOGLE_PROJECT_ID=%s\nGOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s", hsP(hsProjects...), h, sa()), h)
		},
		func() Sample {
			h, g := hsHex(40), hsHex(40)
			return hsS(cat, "markdown-table", fmt.Sprintf("| account | private_key_id | created |\n|---|---|---|\n| %s | %s | %s |\n| %s | %s | %s |", sa(), h, hsDate(), sa(), g, hsDate()), h, g)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "prose-es", fmt.Sprintf("El \"private_key_id\": \"%s\" pertenece a la cuenta de servicio del CI.", h), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "prose-ja", fmt.Sprintf("サービスアカウントの \"private_key_id\": \"%s\" を無効化してください。", h), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "diff", fmt.Sprintf("@@ -1,6 +1,6 @@\n {\n   \"type\": \"service_account\",\n-  \"private_key_id\": \"<redacted>\",\n+  \"private_key_id\": \"%s\",\n   \"token_uri\": \"https://oauth2.googleapis.com/token\"", h), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "go", fmt.Sprintf("creds := serviceAccount{\n\tProjectID:    %q,\n\tPrivateKeyID: %q,\n\tClientEmail:  %q,\n}", hsP(hsProjects...), h, sa()), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "prose", fmt.Sprintf("SA key %s for %s expires next week, whoever owns it please rotate", h, sa()), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "shell", fmt.Sprintf("$ gcloud iam service-accounts keys list --iam-account=%s\nKEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n%s  %sT09:12:44Z  9999-12-31T23:59:59Z", sa(), h, hsDate()), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "chat", hsChat(fmt.Sprintf("private_key_id %s, client_email %s — is that the old one?", h, sa())), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "prose-fr", fmt.Sprintf("la clé du compte de service (\"private_key_id\" : \"%s\") a fuité dans les logs", h), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "toml", fmt.Sprintf("[gcs]\nbucket = \"%s-exports\"\nprivate_key_id = \"%s\"\nclient_email = \"%s\"", hsP(hsProjects...), h, sa()), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "ticket", fmt.Sprintf("SEC-%d  Leaked GCP key\nThe dump contained 'private_key_id': '%s' for %s. Disable and audit access logs.", hsN(100, 999), h, sa()), h)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "prose-zh", fmt.Sprintf("服务账号的 \"private_key_id\": \"%s\" 已泄露，请立即删除该密钥。", h), h)
		},
		func() Sample {
			id := "GOOG1E" + hsR(upper+digits, 55)
			s := hsB64(30)
			return hsS(cat, "prose", fmt.Sprintf("GCS HMAC key for the backup tool: access id %s, secret %s", id, s), id, s)
		},
		func() Sample {
			id, s := hsAKID(), hsAWSSecret()
			return hsS(cat, "json", fmt.Sprintf("{\n    \"AccessKey\": {\n        \"UserName\": \"%s\",\n        \"AccessKeyId\": \"%s\",\n        \"Status\": \"Active\",\n        \"SecretAccessKey\": \"%s\",\n        \"CreateDate\": \"%sT10:01:02+00:00\"\n    }\n}", hsP(hsUsers...), id, s, hsDate()), id, s)
		},
		func() Sample {
			k := hsHex(32)
			return hsS(cat, "json", fmt.Sprintf("~/.kaggle/kaggle.json: {\"username\":\"%s\",\"key\":\"%s\"}", strings.ToLower(hsP(hsNames...)), k), k)
		},
		func() Sample {
			h := hsHex(40)
			return hsS(cat, "prose", fmt.Sprintf("private key id: %s (from the %s key file)", h, hsP(hsProjects...)), h)
		},
	)
}
