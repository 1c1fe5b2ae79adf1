package main

// heldout_x_traps_keys.go: traps that look like keys but are public or empty: SSH public keys,
// certificates, publishable keys, base64 of ordinary data, placeholders, masked CI output.

import (
	"fmt"
	"strings"
)

func bxB64Lines(n, w int) string {
	var l []string
	for i := 0; i < n; i++ {
		l = append(l, bxR(alnum+"+/", w))
	}
	return strings.Join(l, "\n")
}

func bxTrapKeys() []Sample {
	type gen func() (string, string)
	gens := []gen{
		func() (string, string) {
			return "authorized_keys", fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s ci@runner", bxR(alnum+"+/", 43), bxL(bxUsers), bxL(bxWords), bxR(alnum+"+/", 200))
		},
		func() (string, string) {
			return "chat", "here's my public key for the build box, add it to authorized_keys pls:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + bxR(alnum+"+/", 43) + " " + bxL(bxUsers) + "@laptop"
		},
		func() (string, string) {
			return "known_hosts", fmt.Sprintf("github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s\n%s ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s", bxR(alnum+"+/", 43), bxIP(), bxR(alnum+"+/", 88))
		},
		func() (string, string) {
			return "pem-cert", "-----BEGIN CERTIFICATE-----\nMIID" + bxR(alnum+"+/", 60) + "\n" + bxB64Lines(bxN(3, 6), 64) + "\n" + bxR(alnum+"+/", 36) + "=\n-----END CERTIFICATE-----"
		},
		func() (string, string) {
			return "pem-public", "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + bxR(alnum+"+/", 20) + "\n" + bxB64Lines(5, 64) + "\n" + bxR(alnum+"+/", 6) + "IDAQAB\n-----END PUBLIC KEY-----"
		},
		func() (string, string) {
			return "cosign", "# verify release artifacts with cosign.pub:\n-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + bxR(alnum+"+/", 28) + "\n" + bxR(alnum+"+/", 56) + "==\n-----END PUBLIC KEY-----"
		},
		func() (string, string) {
			return "readme", "Releases are signed. Import the maintainer key:\n\n```\ngpg --recv-keys " + strings.ToUpper(bxHex(40)) + "\n```\n\nFingerprint: `" + strings.ToUpper(bxHex(4)+" "+bxHex(4)+" "+bxHex(4)+" "+bxHex(4)+" "+bxHex(4)) + "`"
		},
		func() (string, string) {
			return "readme", "Encrypt secrets for CI to this age recipient: `age1" + bxR("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58) + "`"
		},
		func() (string, string) {
			return "minisign", "untrusted comment: minisign public key " + strings.ToUpper(bxHex(16)) + "\nRWQ" + bxR(alnum+"+/", 53)
		},
		func() (string, string) {
			return "javascript", "// publishable key, safe to ship in the bundle\nconst stripe = Stripe('" + bxP("pk_live_", "pk_test_") + bxR(alnum, 99) + "');"
		},
		func() (string, string) {
			return "html", "<div class=\"g-recaptcha\" data-sitekey=\"6L" + bxR(b64url, 38) + "\"></div>\n<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-" + bxR(upper+digits, 10) + "\"></script>"
		},
		func() (string, string) {
			return "env", "# public values, fine to commit\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_" + bxR(alnum, 99) + "\nNEXT_PUBLIC_SITE_URL=https://" + bxL(bxWords) + ".dev"
		},
		func() (string, string) {
			return "html", "<img alt=\"dot\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==\">"
		},
		func() (string, string) {
			msg := bxP("hello world", "build passed on main", "{\"theme\":\"dark\",\"lang\":\"en\"}", "Lorem ipsum dolor sit amet", "level-1,level-2,boss")
			return "shell", "$ echo " + bxB64(msg) + " | base64 -d\n" + msg
		},
		func() (string, string) {
			return "k8s-configmap", fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: game-settings\nbinaryData:\n  motd.txt: %s\ndata:\n  MAX_PLAYERS: \"%d\"", bxB64("Welcome to "+bxTitle(bxL(bxWords))+" season "+fmt.Sprint(bxN(1, 9))+"!"), bxN(8, 64))
		},
		func() (string, string) {
			return "gha-log", fmt.Sprintf("Run npm publish --provenance\n  env:\n    NODE_AUTH_TOKEN: ***\n    NPM_CONFIG_USERCONFIG: /home/runner/work/_temp/.npmrc\n+ %s@%d.%d.%d", bxL(bxProjects), bxN(0, 4), bxN(0, 20), bxN(0, 9))
		},
		func() (string, string) {
			return "gha-yaml", "- name: Publish\n  run: " + bxP("cargo publish --token ${{ secrets.CARGO_REGISTRY_TOKEN }}", "npm publish", "twine upload dist/*", "./gradlew publish") + "\n  env:\n    " + bxVendor().env + ": ${{ secrets." + bxVendor().env + " }}\n- name: Notify\n  uses: slackapi/slack-github-action@v1\n  env:\n    SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}"
		},
		func() (string, string) {
			return ".npmrc", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@" + bxL(bxWords) + ":registry=https://npm.pkg.github.com"
		},
		func() (string, string) {
			return "nuget", "dotnet nuget push " + bxP("*.nupkg", "artifacts\\*.nupkg", "out/"+bxTitle(bxL(bxWords))+".*.nupkg") + " --api-key " + bxP("%NUGET_API_KEY%", "$env:NUGET_API_KEY", "$(NuGetApiKey)") + " --source https://api.nuget.org/v3/index.json"
		},
		func() (string, string) {
			return "ansible", bxL(bxWords) + "_db_password: \"{{ vault_" + bxL(bxWords) + "_db_password }}\"\napi_token: \"{{ lookup('env', '" + bxVendor().env + "') }}\""
		},
		func() (string, string) {
			return "readme", "## Setup\n\n```sh\nexport " + bxVendor().env + "=" + bxP("<your-token>", "<token>", "YOUR_TOKEN_HERE", "...") + "\nexport OPENAI_API_KEY=sk-...\n```\n\nThen run `" + bxP("make dev", "npm run dev", "cargo run", "./gradlew run") + "`."
		},
		func() (string, string) {
			return "helm-values", "auth:\n  # change this before deploying anywhere public!\n  " + bxP("adminPassword", "rootPassword", "password") + ": " + bxP("changeme", "CHANGE_ME", "\"<set-me>\"", "\"\"") + "\n  existingSecret: \"" + bxP("", bxL(bxWords)+"-admin") + "\""
		},
		func() (string, string) {
			return "docs", "Set `token: " + bxP("xxxx", "XXXXXXXX", "<token>") + "` in `" + bxP("config.yml", "bot.toml", ".forge/settings.json") + "` (replace it with the token from " + bxP("Settings", "your profile page", "the developer portal") + ")."
		},
		func() (string, string) {
			return "issue", "### Config\n```yaml\napi_key: " + bxP("[REDACTED]", "<redacted>", "REDACTED", "***") + "\npassword: ********\nwebhook: https://hooks.slack.com/services/XXX/YYY/ZZZ\n```\nStill getting " + bxP("401", "403", "invalid_auth") + " after rotating (v" + fmt.Sprint(bxN(1, 4)) + "." + fmt.Sprint(bxN(0, 30)) + ")."
		},
		func() (string, string) {
			return "chat", bxP("the token looks like `ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`", "classic tokens look like `ghp_` followed by 36 characters", "npm tokens start with `npm_`", "GitLab PATs start with `glpat-`") + " — " + bxP("if yours starts with `github_pat_` it's a fine-grained one", "check the prefix before filing a bug", "the scanner keys off that prefix")
		},
		func() (string, string) {
			return "gradle.properties", "signing.keyId=${SIGNING_KEY_ID}\nsigning.password=${" + bxP("SIGNING_PASSWORD", "ORG_GRADLE_PROJECT_signingPassword", "GPG_PASSPHRASE") + "}\nRELEASE_STORE_PASSWORD=" + bxP("REPLACE_ME", "<fill-in>", "${RELEASE_STORE_PASSWORD}")
		},
		func() (string, string) {
			return "fastlane", "ENV[\"MATCH_PASSWORD\"] ||= UI.password(\"Passphrase for the certificates repo: \")\nmatch(type: \"" + bxP("appstore", "development", "adhoc") + "\", app_identifier: \"dev.forge." + bxL(bxWords) + "\")"
		},
		func() (string, string) {
			return "jenkins-log", "[Pipeline] withCredentials\nMasking supported pattern matches of $" + bxP("NEXUS_PASS", "DEPLOY_TOKEN", "SONAR_TOKEN") + "\n[Pipeline] sh\n+ ./mvnw -s settings.xml deploy -Dnexus.password=****\n[INFO] BUILD SUCCESS\n[INFO] Total time:  " + fmt.Sprint(bxN(10, 300)) + " s"
		},
		func() (string, string) {
			return "env.example", "# copy to .env and fill in\nDISCORD_TOKEN=\n" + bxVendor().env + "=\nSTRIPE_SECRET_KEY=sk_test_your_key_here\nDATABASE_URL=postgres://" + bxP("user:password", "USER:PASSWORD", "<user>:<password>") + "@localhost:5432/" + bxP("dbname", bxL(bxWords))
		},
		func() (string, string) {
			return "terraform", "variable \"" + bxP("db_password", "admin_password", "master_password") + "\" {\n  type      = string\n  sensitive = true\n}\n\nresource \"aws_db_instance\" \"" + bxL(bxWords) + "\" {\n  allocated_storage = " + fmt.Sprint(bxN(10, 500)) + "\n}"
		},
		func() (string, string) {
			return "pulumi-yaml", "config:\n  app:dbPassword:\n    secure: v1:" + bxR(alnum+"+/", 16) + ":" + bxR(alnum+"+/", 40) + "\n  aws:region: eu-west-1"
		},
		func() (string, string) {
			return "sops", "apiKey: ENC[AES256_GCM,data:" + bxR(alnum+"+/", 32) + "=,iv:" + bxR(alnum+"+/", 43) + "=,tag:" + bxR(alnum+"+/", 22) + "==,type:str]\nsops:\n  version: 3.8.1"
		},
		func() (string, string) {
			return "url", fmt.Sprintf("docs: https://%s.readthedocs.io/en/latest/auth.html#tokens\nrepo: https://github.com/%s/%s\nregistry: https://registry.npmjs.org/%s", bxL(bxProjects), bxL(bxWords), bxL(bxProjects), bxL(bxProjects))
		},
	}
	var out []Sample
	for i := 0; i < 3*len(gens); i++ {
		if i >= 2*len(gens) && i%4 == 3 {
			continue
		}
		f, text := gens[i%len(gens)]()
		out = append(out, bxT("trap-key-like", f, text))
	}
	return out
}
