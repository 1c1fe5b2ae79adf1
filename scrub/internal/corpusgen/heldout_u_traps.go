package main

import (
	"fmt"
	"strings"
)

// Traps, part one: hashes, identifiers, versions, public material, placeholders, paths and
// Discord look-alikes. None of these holds a credential; each must come back unchanged.

var uCommitMsgs = []string{"fix flaky retry test", "bump grafana chart to 8.5", "add readiness probe to worker",
	"terraform: split network module", "revert \"enable http2 on edge\"", "docs: on-call runbook for kafka",
	"ci: cache go modules", "chore(deps): update postgres image", "feat: export metrics for queue depth",
	"fix nil pointer in config reload"}

func uFile() string {
	return uP("release-", "recall-", "node_exporter-", "terraform_", "helm-v", "kubectl-") + fmt.Sprintf("%d.%d.%d", uN(0, 3), uN(0, 40), uN(0, 12)) +
		uP("-linux-amd64.tar.gz", "_linux_arm64.zip", ".tgz", "-darwin-arm64.tar.gz", ".deb")
}

func uTrapHashes(b *uB) {
	for i := 0; i < 28; i++ {
		var text, format string
		switch i % 14 {
		case 0:
			var ls []string
			for j := 0; j < uN(3, 6); j++ {
				ls = append(ls, uHex(7)+" "+uL(uCommitMsgs))
			}
			text, format = "$ git log --oneline -"+fmt.Sprint(len(ls))+"\n"+strings.Join(ls, "\n"), "shell"
		case 1:
			text, format = fmt.Sprintf("fixed in %s, will be in tonight's build", uHex(40)), "chat"
		case 2:
			text, format = fmt.Sprintf("$ git revert --no-edit %s\n[main %s] Revert \"%s\"\n 2 files changed, 4 insertions(+), 11 deletions(-)", uHex(40), uHex(7), uL(uCommitMsgs)), "shell"
		case 3:
			text, format = fmt.Sprintf("$ sha256sum %s\n%s  %s", uFile(), uHex(64), uFile()), "shell"
		case 4:
			f := uFile()
			text, format = fmt.Sprintf("SHA256 (%s) = %s\nSHA256 (%s) = %s", f, uHex(64), uFile(), uHex(64)), "checksums"
		case 5:
			text, format = fmt.Sprintf("golang.org/x/net v0.%d.0 h1:%s=\ngolang.org/x/net v0.%d.0/go.mod h1:%s=", uN(20, 40), uR(uB64, 43), uN(20, 40), uR(uB64, 43)), "go.sum"
		case 6:
			text, format = fmt.Sprintf("\"node_modules/lodash\": {\n  \"version\": \"4.17.21\",\n  \"resolved\": \"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}", uR(uB64, 86)), "json"
		case 7:
			text, format = fmt.Sprintf("diff --git a/deploy/values.yaml b/deploy/values.yaml\nindex %s..%s 100644\n--- a/deploy/values.yaml\n+++ b/deploy/values.yaml\n@@ -12,7 +12,7 @@ image:\n-  tag: \"%d.%d.%d\"\n+  tag: \"%d.%d.%d\"", uHex(7), uHex(7), uN(1, 3), uN(0, 9), uN(0, 9), uN(1, 3), uN(10, 19), uN(0, 9)), "diff"
		case 8:
			text, format = fmt.Sprintf("md5 of the backup matches on both sides: %s — safe to delete the local copy", uHex(32)), "chat"
		case 9:
			text, format = fmt.Sprintf("provider \"registry.terraform.io/hashicorp/aws\" {\n  version     = \"5.%d.0\"\n  constraints = \"~> 5.0\"\n  hashes = [\n    \"h1:%s=\",\n    \"zh:%s\",\n  ]\n}", uN(10, 90), uR(uB64, 43), uHex(64)), "hcl"
		case 10:
			text, format = fmt.Sprintf("<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>", uN(0, 9), uR(uB64, 64)), "html"
		case 11:
			text, format = fmt.Sprintf("/nix/store/%s-openssl-3.0.%d\n/nix/store/%s-glibc-2.39-52", uR("0123456789abcdfghijklmnpqrsvwxyz", 32), uN(10, 15), uR("0123456789abcdfghijklmnpqrsvwxyz", 32)), "shell"
		case 12:
			text, format = fmt.Sprintf("bisect says the first bad commit is %s (%s), merge base %s", uHex(40), uL(uCommitMsgs), uHex(40)), "notes"
		default:
			text, format = fmt.Sprintf("HTTP/1.1 304 Not Modified\nETag: \"%s\"\nCache-Control: max-age=3600", uHex(32)), "http"
		}
		b.trap("trap-hash", format, text)
	}
}

func uTrapIDs(b *uB) {
	for i := 0; i < 26; i++ {
		var text, format string
		switch i % 13 {
		case 0:
			text, format = fmt.Sprintf("%s ERROR request_id=%s upstream timed out after 30s", uStamp(), uUUID()), "log"
		case 1:
			text, format = fmt.Sprintf("traceparent: 00-%s-%s-01", uHex(32), uHex(16)), "http"
		case 2:
			text, format = fmt.Sprintf("AWS says: An error occurred (ThrottlingException). RequestId: %s", uUUID()), "chat"
		case 3:
			text, format = fmt.Sprintf("Cloudflare Ray ID: %s-%s • Your IP: %s • Performance & security by Cloudflare", uHex(16), uP("FRA", "AMS", "LHR", "IAD", "SIN"), uIP()), "text"
		case 4:
			text, format = fmt.Sprintf("$ kubectl get pods -n %s\nNAME                           READY   STATUS    RESTARTS   AGE\napi-%s-%s    1/1     Running   0          3h\nworker-%s-%s 1/1     Running   2          3h", uP("prod", "default"), uR(uLowD, 10), uR(uLowD, 5), uR(uLowD, 10), uR(uLowD, 5)), "shell"
		case 5:
			text, format = fmt.Sprintf("CI run https://github.com/acme/%s/actions/runs/%d/job/%d failed on the lint step", uL(uWords), uN(1000000000, 9999999999), uN(10000000000, 29999999999)), "chat"
		case 6:
			text, format = fmt.Sprintf("customer %s paid invoice %s via %s (event %s)", "cus_"+uR(alnum, 14), "in_"+uR(alnum, 24), "pi_"+uR(alnum, 24), "evt_"+uR(alnum, 24)), "notes"
		case 7:
			text, format = fmt.Sprintf("instance %s in %s, sg %s, ami %s", "i-0"+uHex(16), "vpc-0"+uHex(16), "sg-0"+uHex(16), "ami-0"+uHex(16)), "notes"
		case 8:
			text, format = fmt.Sprintf("role arn:aws:iam::%d:role/%s-deploy assumed by the pipeline", uN(100000000000, 999999999999), uL(uWords)), "chat"
		case 9:
			text, format = fmt.Sprintf("Sentry event %s — TypeError in checkout.js line %d", uHex(32), uN(10, 900)), "chat"
		case 10:
			text, format = fmt.Sprintf("subscription %s, resource group rg-%s-prod, tenant %s", uUUID(), uL(uWords), uUUID()), "notes"
		case 11:
			text, format = fmt.Sprintf("{\"_id\": {\"$oid\": \"%s\"}, \"status\": \"shipped\", \"updated\": \"%s\"}", uHex(24), uStamp()), "json"
		default:
			text, format = fmt.Sprintf("container %s exited with 137 (OOMKilled), image %s", uHex(12), "ghcr.io/acme/etl:"+uHex(7)), "log"
		}
		b.trap("trap-id", format, text)
	}
}

func uTrapVersions(b *uB) {
	for i := 0; i < 18; i++ {
		var text, format string
		switch i % 9 {
		case 0:
			text, format = fmt.Sprintf("we're on v%d.%d.%d-rc.%d+build.%d in staging", uN(1, 4), uN(0, 30), uN(0, 9), uN(1, 5), uN(1000, 9999)), "chat"
		case 1:
			text, format = fmt.Sprintf("Client Version: v1.%d.%d\nKustomize Version: v5.%d.%d\nServer Version: v1.%d.%d-eks-%s", uN(27, 32), uN(0, 9), uN(0, 5), uN(0, 5), uN(27, 32), uN(0, 9), uHex(7)), "shell"
		case 2:
			text, format = fmt.Sprintf("requests==2.%d.%d\nurllib3==2.%d.%d\nboto3==1.34.%d\ncryptography==42.0.%d", uN(28, 32), uN(0, 3), uN(0, 3), uN(0, 3), uN(0, 150), uN(0, 8)), "requirements"
		case 3:
			text, format = fmt.Sprintf("ii  openssl  3.0.%d-0ubuntu1.%d  amd64  Secure Sockets Layer toolkit", uN(2, 13), uN(1, 9)), "shell"
		case 4:
			text, format = fmt.Sprintf("Build %s.%d succeeded in %dm%ds", strings.ReplaceAll(uDate(), "-", ""), uN(1, 9), uN(1, 40), uN(0, 59)), "ci-log"
		case 5:
			text, format = fmt.Sprintf("require github.com/acme/%s v0.0.0-%s%02d%02d%02d-%s", uL(uWords), strings.ReplaceAll(uDate(), "-", ""), uN(0, 23), uN(0, 59), uN(0, 59), uHex(12)), "go.mod"
		case 6:
			text, format = fmt.Sprintf("FortiOS v7.%d.%d build%d (GA) — upgrade window Saturday", uN(0, 4), uN(0, 12), uN(1000, 2999)), "notes"
		case 7:
			text, format = fmt.Sprintf("openjdk version \"21.0.%d\" %s\nOpenJDK Runtime Environment Temurin-21.0.%d+%d (build 21.0.%d+%d)", uN(1, 5), uDate(), uN(1, 5), uN(1, 13), uN(1, 5), uN(1, 13)), "shell"
		default:
			text, format = fmt.Sprintf("image: postgres:16.%d-alpine3.%d", uN(1, 6), uN(18, 21)), "yaml"
		}
		b.trap("trap-version", format, text)
	}
}

func uTrapPublic(b *uB) {
	for i := 0; i < 24; i++ {
		var text, format string
		switch i % 12 {
		case 0:
			text, format = fmt.Sprintf("my public key, please add it to the bastion:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@laptop", uR(uB64, 43), uName()), "chat"
		case 1:
			text, format = fmt.Sprintf("# ~/.ssh/authorized_keys\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s@ci\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s deploy", uR(uB64, 300), uName(), uR(uB64, 43)), "text"
		case 2:
			text, format = fmt.Sprintf("%s ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s=", uHost(), uR(uB64, 87)), "known_hosts"
		case 3:
			body := uGroup("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+uR(uB64, 320)+"IDAQAB", 64, "\n")
			text, format = "JWT verification key (public, from the JWKS endpoint):\n-----BEGIN PUBLIC KEY-----\n"+body+"\n-----END PUBLIC KEY-----", "notes"
		case 4:
			body := uGroup("MIIDdzCCAl+gAwIBAgIU"+uR(uB64, 360), 64, "\n")
			text, format = "ca.crt for the internal CA:\n-----BEGIN CERTIFICATE-----\n"+body+"\n-----END CERTIFICATE-----", "notes"
		case 5:
			text, format = fmt.Sprintf("const stripe = Stripe('pk_live_%s'); // publishable key, safe in the browser", uR(alnum, 24)), "javascript"
		case 6:
			text, format = fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>", uR(b64url, 38)), "html"
		case 7:
			text, format = fmt.Sprintf("posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })", uR(alnum, 43)), "javascript"
		case 8:
			text, format = fmt.Sprintf("<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-%s\"></script>", uR(uUpD, 10)), "html"
		case 9:
			text, format = fmt.Sprintf("[Peer]\n# %s's laptop\nPublicKey = %s=\nAllowedIPs = 10.8.0.%d/32\nEndpoint = vpn.%s.example:51820", uTitle(uName()), uR(uB64, 43), uN(2, 254), uL(uWords)), "conf"
		case 10:
			text, format = fmt.Sprintf("sops recipients: age1%s (%s), age1%s (ci)", uR(strings.ToLower(uBech), 58), uName(), uR(strings.ToLower(uBech), 58)), "notes"
		default:
			text, format = fmt.Sprintf("mapboxgl.accessToken = 'pk.eyJ1IjoiI%s.%s'; // public token, URL-restricted", uR(alnum, 30), uR(b64url, 22)), "javascript"
		}
		b.trap("trap-public", format, text)
	}
}

func uTrapPlaceholders(b *uB) {
	for i := 0; i < 26; i++ {
		var text, format string
		switch i % 13 {
		case 0:
			text, format = "curl -H \"Authorization: Bearer <your-token>\" https://api.github.com/user", "shell"
		case 1:
			text, format = fmt.Sprintf("# .env.example\nDATABASE_URL=postgres://user:password@localhost:5432/%s\nSTRIPE_SECRET_KEY=\nOPENAI_API_KEY=your-key-here\nPORT=3000", uL(uWords)), "env"
		case 2:
			text, format = "admin_password: changeme   # overridden per environment by the vault lookup", "yaml"
		case 3:
			text, format = "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx is how it looks in the docs; paste your own", "chat"
		case 4:
			text, format = fmt.Sprintf("password: ********\nlast changed: %s", uDate()), "notes"
		case 5:
			text, format = fmt.Sprintf("%s INFO  connecting to postgres://app:***@%s:5432/app", uStamp(), uHost()), "log"
		case 6:
			text, format = "export AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX\nexport AWS_SECRET_ACCESS_KEY=<secret>", "shell"
		case 7:
			text, format = "Authorization: Bearer [REDACTED]", "http"
		case 8:
			text, format = "token: \"{{ discord_bot_token }}\"", "yaml"
		case 9:
			text, format = "TODO: set api_key = \"YOUR_API_KEY\" before running the notebook", "notebook"
		case 10:
			text, format = "docker login -u <user> -p <password> registry.example.com", "shell"
		case 11:
			text, format = fmt.Sprintf("\"private_key\": \"-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n\",   <- redacted before pasting, ticket %s", uTicketID()), "chat"
		default:
			text, format = "mysql -u root -p   # it will prompt, don't put it on the command line", "shell"
		}
		if i >= 13 {
			text, format, _ = uScene(text)
		}
		b.trap("trap-placeholder", format, text)
	}
}

func uTrapPaths(b *uB) {
	for i := 0; i < 24; i++ {
		var text, format string
		switch i % 12 {
		case 0:
			text, format = "the key lives at /etc/ssl/private/server.key, mode 0600, owned by root", "chat"
		case 1:
			text, format = "ssh -i ~/.ssh/id_ed25519 -J bastion."+uL(uWords)+".example "+uUser()+"@"+uIP(), "shell"
		case 2:
			text, format = "the pod reads its token from /var/run/secrets/kubernetes.io/serviceaccount/token", "notes"
		case 3:
			text, format = fmt.Sprintf("dashboard: https://grafana.%s.example/d/%s/api-latency?orgId=1&from=now-6h&to=now", uL(uWords), uR(alnum, 9)), "chat"
		case 4:
			text, format = fmt.Sprintf("PR is up: https://github.com/acme/%s/pull/%d — needs one more review", uL(uWords), uN(100, 9999)), "chat"
		case 5:
			text, format = fmt.Sprintf("reach out to %s.%s@corp.example or the #%s channel", uName(), uName(), uP("platform", "sre", "db-help")), "email"
		case 6:
			text, format = fmt.Sprintf("git@github.com:acme/%s.git\ns3://acme-backups/%s/\ngs://acme-exports/daily/", uL(uWords), uDate()), "notes"
		case 7:
			text, format = fmt.Sprintf("DATABASE_HOST=%s\nDATABASE_URL=postgres://%s:5432/app?sslmode=require\nREDIS_URL=redis://cache.internal:6379/0", uHost(), uHost()), "env"
		case 8:
			text, format = fmt.Sprintf("log in as %s on %s, then sudo -i", uUser(), uHost()), "runbook"
		case 9:
			text, format = "C:\\Users\\"+uName()+"\\AppData\\Roaming\\Code\\User\\settings.json", "text"
		case 10:
			text, format = fmt.Sprintf("amqp://rabbitmq.%s.svc.cluster.local:5672/%%2F is the broker; creds come from the secret", uP("prod", "jobs")), "chat"
		default:
			text, format = fmt.Sprintf("hosts: %s, %s, %s (all behind the LB at %s)", uHost(), uHost(), uHost(), uIP()), "notes"
		}
		b.trap("trap-path", format, text)
	}
}

func uTrapDiscord(b *uB) {
	for i := 0; i < 16; i++ {
		var text, format string
		switch i % 8 {
		case 0:
			text, format = fmt.Sprintf("bot's user id is %s, ping it with <@%s>", uSnowflake(), uSnowflake()), "chat"
		case 1:
			text, format = fmt.Sprintf("post the release notes in <#%s> and tag <@&%s>", uSnowflake(), uSnowflake()), "chat"
		case 2:
			text, format = fmt.Sprintf("invite the bot: https://discord.com/oauth2/authorize?client_id=%s&permissions=%d&scope=bot%%20applications.commands", uSnowflake(), uP(8, 274877990912, 2048)), "chat"
		case 3:
			text, format = fmt.Sprintf("message link: https://discord.com/channels/%s/%s/%s", uSnowflake(), uSnowflake(), uSnowflake()), "chat"
		case 4:
			text, format = fmt.Sprintf("react with <:shipit:%s> when deployed", uSnowflake()), "chat"
		case 5:
			text, format = fmt.Sprintf("APPLICATION ID: %s\nPUBLIC KEY: %s\nINTERACTIONS ENDPOINT URL: https://bot.%s.example/interactions", uSnowflake(), uHex(64), uL(uWords)), "notes"
		case 6:
			text, format = fmt.Sprintf("join the community: discord.gg/%s", uR(alnum, uN(7, 10))), "readme"
		default:
			text, format = fmt.Sprintf("guild_id: %q\nchannel_id: %q\ntoken: ${DISCORD_TOKEN}", uSnowflake(), uSnowflake()), "yaml"
		}
		b.trap("trap-discord", format, text)
	}
}
