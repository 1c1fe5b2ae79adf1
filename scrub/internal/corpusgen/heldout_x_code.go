package main

// heldout_x_code.go: secrets in source code of several languages, and in shell commands.

import (
	"fmt"
)

func bxCodeSamples() []Sample {
	type gen func() (string, string, []string)
	gens := []gen{
		func() (string, string, []string) {
			t := bxVendor()
			return "python", fmt.Sprintf("import requests\n\nHEADERS = {\"Authorization\": \"Bearer %s\"}\nresp = requests.get(\"https://api.%s.dev/v1/builds\", headers=HEADERS, timeout=10)\nresp.raise_for_status()", t.val, bxL(bxWords)), []string{t.val}
		},
		func() (string, string, []string) {
			t := bxVendor()
			return "go", fmt.Sprintf("const apiKey = \"%s\" // TODO: read from env before merging\n\nfunc newClient() *http.Client {\n\treturn &http.Client{Timeout: 5 * time.Second}\n}", t.val), []string{t.val}
		},
		func() (string, string, []string) {
			t := bxGHP()
			return "javascript", fmt.Sprintf("const octokit = new Octokit({ auth: '%s' });\nconst { data } = await octokit.rest.repos.listReleases({ owner, repo });", t), []string{t}
		},
		func() (string, string, []string) {
			k := bxGCPKey()
			return "kotlin", fmt.Sprintf("object Config {\n    const val MAPS_BACKEND_KEY = \"%s\"\n    const val TIMEOUT_MS = 15_000L\n}", k), []string{k}
		},
		func() (string, string, []string) {
			t := bxVendor()
			return "swift", fmt.Sprintf("enum Secrets {\n    static let analyticsToken = \"%s\"\n}\n\nlet client = APIClient(token: Secrets.analyticsToken)", t.val), []string{t.val}
		},
		func() (string, string, []string) {
			p := bxRandPw()
			return "java", fmt.Sprintf("Connection conn = DriverManager.getConnection(\n    \"jdbc:mysql://%s:3306/game\", \"%s\", \"%s\");", bxL(bxHosts), bxL(bxUsers), p), []string{p}
		},
		func() (string, string, []string) {
			p := bxURLPw()
			return "java-properties", fmt.Sprintf("spring.datasource.url=jdbc:postgresql://%s:5432/app?user=app&password=%s\nspring.jpa.hibernate.ddl-auto=validate", bxL(bxHosts), p), []string{p}
		},
		func() (string, string, []string) {
			p := bxRandPw()
			return "csharp", fmt.Sprintf("var conn = new SqlConnection(\"Server=%s;Database=Leaderboard;User Id=game;Password=%s;\");\nawait conn.OpenAsync();", bxL(bxHosts), p), []string{p}
		},
		func() (string, string, []string) {
			t := bxGHP()
			return "ruby", "client = Octokit::Client.new(access_token: \"" + t + "\")\nclient.create_release(\"" + bxL(bxWords) + "/" + bxL(bxProjects) + "\", \"v1.2.0\")", []string{t}
		},
		func() (string, string, []string) {
			p := bxRandPw()
			return "php", "$pdo = new PDO('mysql:host=localhost;dbname=forum', 'root', '" + p + "');", []string{p}
		},
		func() (string, string, []string) {
			t := bxVendor()
			return "rust", fmt.Sprintf("let client = reqwest::Client::new();\nlet res = client\n    .post(\"https://api.example.com/v2/upload\")\n    .bearer_auth(\"%s\")\n    .send()\n    .await?;", t.val), []string{t.val}
		},
		func() (string, string, []string) {
			k := bxR(alnum, 32)
			return "lua", fmt.Sprintf("-- leaderboard.lua\nlocal API_URL = \"https://scores.%s.games/api\"\nlocal API_SECRET = \"%s\"\n\nfunction submit(score) http.post(API_URL, {score = score, sig = hmac(API_SECRET, score)}) end", bxL(bxWords), k), []string{k}
		},
		func() (string, string, []string) {
			k := bxR(alnum+"-_", 40)
			return "gdscript", fmt.Sprintf("extends Node\n\nconst PLAYFAB_SECRET_KEY := \"%s\"\nconst TITLE_ID := \"%s\"", k, bxR(upper+digits, 5)), []string{k}
		},
		func() (string, string, []string) {
			k := bxR(alnum, 40)
			return "cpp-unreal", fmt.Sprintf("// AnalyticsSubsystem.cpp\nstatic const FString GameAnalyticsSecret = TEXT(\"%s\");\nstatic const FString GameKey = TEXT(\"%s\");", k, bxHex(32)), []string{k}
		},
		func() (string, string, []string) {
			k := bxR(alnum, 32)
			return "csharp-unity", fmt.Sprintf("public class BackendConfig : ScriptableObject\n{\n    public string baseUrl = \"https://api.%s.games\";\n    [SerializeField] private string serverSecret = \"%s\";\n}", bxL(bxWords), k), []string{k}
		},
		func() (string, string, []string) {
			t := bxSlack()
			return "python", "from slack_sdk import WebClient\n\nclient = WebClient(token=\"" + t + "\")\nclient.chat_postMessage(channel=\"#ci\", text=\"nightly is green\")", []string{t}
		},
		func() (string, string, []string) {
			t := bxTelegram()
			return "python", "bot = telebot.TeleBot(\"" + t + "\")\n\n@bot.message_handler(commands=['status'])\ndef status(m): bot.reply_to(m, 'ok')", []string{t}
		},
		func() (string, string, []string) {
			w := bxWhsec()
			return "typescript", "const event = stripe.webhooks.constructEvent(\n  req.body,\n  req.headers['stripe-signature'] as string,\n  '" + w + "'\n);", []string{w}
		},
		func() (string, string, []string) {
			k := bxStripe()
			return "javascript", "const stripe = require('stripe')('" + k + "');", []string{k}
		},
		func() (string, string, []string) {
			j := bxJWT()
			return "typescript", "export const supabase = createClient(\n  'https://" + bxR(lower, 20) + ".supabase.co',\n  '" + j + "' // service_role\n);", []string{j}
		},
		func() (string, string, []string) {
			block, lines := bxPEM()
			return "python", "PRIVATE_KEY = \"\"\"" + block + "\"\"\"\n\njwt.encode(payload, PRIVATE_KEY, algorithm=\"RS256\")", lines
		},
		func() (string, string, []string) {
			k := bxMapboxSecret()
			return "shell", "MAPBOX_DOWNLOADS_TOKEN=" + k + " pod install", []string{k}
		},
		func() (string, string, []string) {
			a := bxB64(bxL(bxUsers) + ":" + bxPw())
			return "go", "req.Header.Set(\"Authorization\", \"Basic " + a + "\")", []string{a}
		},
		func() (string, string, []string) {
			k := bxFCM()
			return "kotlin", "private const val FCM_SERVER_KEY = \"" + k + "\"", []string{k}
		},
		func() (string, string, []string) {
			p := bxPw()
			return "diff", fmt.Sprintf("diff --git a/config/database.yml b/config/database.yml\n@@ -4,7 +4,7 @@ production:\n   adapter: postgresql\n   username: app\n-  password: <%%= ENV['DB_PASSWORD'] %%>\n+  password: %s\n   host: db.internal", p), []string{p}
		},
		func() (string, string, []string) {
			t := bxVendor()
			return "diff", fmt.Sprintf("--- a/.env.example\n+++ b/.env.example\n@@ -1,3 +1,4 @@\n APP_NAME=%s\n APP_ENV=local\n+%s=%s\n LOG_CHANNEL=stack", bxL(bxProjects), t.env, t.val), []string{t.val}
		},
	}
	var out []Sample
	for i := 0; i < 24; i++ {
		f, text, secs := gens[i%len(gens)]()
		out = append(out, bxS("code-"+f, f, text, secs...))
	}
	return out
}

func bxShellSamples() []Sample {
	type gen func() (string, []string)
	gens := []gen{
		func() (string, []string) {
			p := bxRandPw()
			return "docker login -u " + bxL(bxUsers) + " -p " + p + " " + bxP("registry.gitlab.com", "harbor.int.forge.dev", "docker.io"), []string{p}
		},
		func() (string, []string) {
			p := bxRandPw()
			return "mysql -u root -p" + p + " -h " + bxL(bxHosts) + " game < dump.sql", []string{p}
		},
		func() (string, []string) {
			p := bxRandPw()
			return "mysqldump -uadmin -p'" + p + "' --single-transaction leaderboard | gzip > lb.sql.gz", []string{p}
		},
		func() (string, []string) {
			p := bxURLPw()
			return "psql \"postgresql://" + bxL(bxUsers) + ":" + p + "@" + bxL(bxHosts) + ":5432/app?sslmode=require\" -c '\\dt'", []string{p}
		},
		func() (string, []string) {
			p := bxURLPw()
			return "curl -u " + bxL(bxUsers) + ":" + p + " https://" + bxL(bxHosts) + "/api/json?pretty=true", []string{p}
		},
		func() (string, []string) {
			t := bxJenkins()
			return "curl -X POST -u release:" + t + " \"https://jenkins.mobile.team/job/android-nightly/buildWithParameters?BRANCH=main\"", []string{t}
		},
		func() (string, []string) {
			t := bxGlpat()
			return "curl --header \"PRIVATE-TOKEN: " + t + "\" \"https://gitlab.com/api/v4/projects/" + fmt.Sprint(bxN(1000, 99999999)) + "/pipelines?status=failed\"", []string{t}
		},
		func() (string, []string) {
			t := bxGlpat()
			return "git clone https://oauth2:" + t + "@gitlab.com/" + bxL(bxWords) + "/" + bxL(bxProjects) + ".git", []string{t}
		},
		func() (string, []string) {
			t := bxGHP()
			return "git remote set-url origin https://" + bxL(bxUsers) + ":" + t + "@github.com/" + bxL(bxWords) + "/" + bxL(bxProjects) + ".git", []string{t}
		},
		func() (string, []string) {
			t := bxNpm()
			return "npm config set //registry.npmjs.org/:_authToken " + t + "\nnpm publish --access public", []string{t}
		},
		func() (string, []string) {
			id, sec := bxAWSID(), bxAWSSecret()
			return "export AWS_ACCESS_KEY_ID=" + id + "\nexport AWS_SECRET_ACCESS_KEY=" + sec + "\naws s3 sync ./build s3://" + bxL(bxWords) + "-builds/", []string{id, sec}
		},
		func() (string, []string) {
			t := bxGHP()
			return "gh auth login --with-token <<< " + t, []string{t}
		},
		func() (string, []string) {
			p := bxRandPw()
			return "sshpass -p '" + p + "' ssh -o StrictHostKeyChecking=no pi@" + bxIP(), []string{p}
		},
		func() (string, []string) {
			p := bxRandPw()
			return "redis-cli -h " + bxL(bxHosts) + " -a " + p + " FLUSHDB", []string{p}
		},
		func() (string, []string) {
			p := bxPw()
			return "kubectl create secret generic db-creds --from-literal=username=app --from-literal=password='" + p + "' -n staging", []string{p}
		},
		func() (string, []string) {
			t := bxVault()
			return "$ vault login " + t + "\nSuccess! You are now authenticated.", []string{t}
		},
		func() (string, []string) {
			s := bxAzureSecret()
			return "az login --service-principal -u " + bxUUID() + " -p " + s + " --tenant " + bxUUID(), []string{s}
		},
		func() (string, []string) {
			t := bxUUID()
			return "HEROKU_API_KEY=" + t + " heroku container:release web -a " + bxL(bxProjects), []string{t}
		},
		func() (string, []string) {
			p := bxHuman()
			return "keytool -genkeypair -v -keystore upload.jks -alias upload -keyalg RSA -keysize 2048 -validity 10000 -storepass " + p + " -keypass " + p, []string{p}
		},
		func() (string, []string) {
			p := bxPw()
			return "openssl pkcs12 -export -in cert.pem -inkey key.pem -out dist.p12 -passout pass:" + p, []string{p}
		},
		func() (string, []string) {
			p := bxPw()
			return "security unlock-keychain -p \"" + p + "\" ~/Library/Keychains/build.keychain-db", []string{p}
		},
		func() (string, []string) {
			t := bxVendor()
			return "curl -sS -H \"Authorization: token " + t.val + "\" https://api.github.com/user", []string{t.val}
		},
		func() (string, []string) {
			k := bxSendgrid()
			return "curl --request POST --url https://api.sendgrid.com/v3/mail/send --header 'Authorization: Bearer " + k + "' --header 'Content-Type: application/json' -d @mail.json", []string{k}
		},
		func() (string, []string) {
			p := bxRandPw()
			return "htpasswd -b -c /etc/nginx/.htpasswd " + bxL(bxUsers) + " '" + p + "'", []string{p}
		},
		func() (string, []string) {
			p := bxURLPw()
			return "mongosh \"mongodb+srv://" + bxL(bxUsers) + ":" + p + "@cluster0." + bxR(lower+digits, 5) + ".mongodb.net/game\"", []string{p}
		},
		func() (string, []string) {
			t := bxTailscale()
			return "sudo tailscale up --authkey=" + t + " --ssh --hostname=ci-runner-" + fmt.Sprint(bxN(1, 9)), []string{t}
		},
		func() (string, []string) {
			t := bxFirebaseCI()
			return "firebase deploy --only hosting --token \"" + t + "\"", []string{t}
		},
		func() (string, []string) {
			p := bxURLPw()
			return "steamcmd +login " + bxP("buildbot", "pixelfox_deploy") + " " + p + " +run_app_build ../scripts/app_build.vdf +quit", []string{p}
		},
	}
	prompts := []string{"$ ", "", "ci@runner:~$ ", "PS C:\\build> ", "# ", "➜  repo git:(main) "}
	var out []Sample
	for i := 0; i < 24; i++ {
		cmd, secs := gens[i%len(gens)]()
		text := prompts[i%len(prompts)] + cmd
		if i%4 == 1 {
			text = "this is what I ran, it hangs:\n```\n" + cmd + "\n```"
		}
		out = append(out, bxS("shell-command", "shell", text, secs...))
	}
	return out
}
