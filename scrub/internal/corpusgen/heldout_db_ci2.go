package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Deploy pipelines in prose and other vendors: mails, tickets, notes and their secrets.

func hdbCI2Secrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			id, sec := hdbAKIA(), hdbAWSSecret()
			p := hdbPerson()
			if hdbCoin() {
				tok := hdbDOTok()
				text := fmt.Sprintf(`Subject: DO token for the pipeline

Hi %s,

the Terraform job for the %s droplets needs a DigitalOcean token. I created one scoped to the project, add it as DIGITALOCEAN_TOKEN:

%s

It expires in 90 days.
%s`, hdbPerson(), hdbEnv(), tok, p)
				return hdbS("do-token", "mail", text, hdbL(tok), "DIGITALOCEAN_TOKEN")
			}
			text := fmt.Sprintf(`Subject: Credentials for the deploy pipeline

Hi %s,

as discussed, for the GitHub Actions pipeline you'll need these two repository secrets:

AWS_ACCESS_KEY_ID: %s
AWS_SECRET_ACCESS_KEY: %s

Region is %s. The IAM user is limited to the deploy role, we'll move to OIDC next sprint.

Best,
%s`, hdbPerson(), id, sec, hdbRegion(), p)
			return hdbS("aws-keypair", "mail", text, hdbL(id, sec), "Region is")
		},
		func() Sample {
			tok := hdbOf(hdbGHP(), hdbGHFine())
			bot := hdbOrg() + "-deploy-bot"
			text := fmt.Sprintf(`**INFRA-%d: Deploy pipeline fails with 401 on checkout of tf-modules**

Since %s the terraform job fails at module download:
`+"```"+`
Error: Failed to download module "vpc": git clone https://x-access-token:%s@github.com/%s/tf-modules.git: 401
`+"```"+`
Token belongs to the bot account **%s**. Probably expired? Priority: high.`, 100+rng.IntN(900), hdbDate(), tok, hdbOrg(), bot)
			return hdbS("github-token", "ticket", text, hdbL(tok), bot)
		},
		func() Sample {
			tok := hdbNpm()
			text := fmt.Sprintf(`# Platform sync – %s

Attendees: %s, %s, %s

- Terraform 1.%d upgrade: done for network + eks, data next week
- npm publish in CI broke after the token expired. New automation token: %s (stored in the CI group vars for now, %s to move it to Vault)
- Packer base images: rebuild monthly, first Monday
- Action items: %s to write the OIDC migration RFC`, hdbDate(), hdbPerson(), hdbPerson(), hdbPerson(), 8+rng.IntN(4), tok, hdbPerson(), hdbPerson())
			return hdbS("npm-token", "notes", text, hdbL(tok), "Packer base images")
		},
		func() Sample {
			id, sec := hdbAKIA(), hdbAWSSecret()
			text := fmt.Sprintf(`      - name: Configure AWS (temporary, until OIDC works)
        run: |
          aws configure set aws_access_key_id %s
          aws configure set aws_secret_access_key %s
          aws configure set region %s
          aws sts get-caller-identity`, id, sec, hdbRegion())
			return hdbS("aws-keypair", "yaml", text, hdbL(id, sec), "get-caller-identity")
		},
		func() Sample {
			g := hdbNewGSA("")
			enc := base64.StdEncoding.EncodeToString([]byte(g.JSON))
			text := fmt.Sprintf(`GCP_SA_KEY (base64 of the %s key json, paste into the repo secret):

%s`, g.Email, enc)
			return hdbS("gcp-sa-key", "chat", text, hdbL(enc), g.Email)
		},
		func() Sample {
			key := hdbUUID()
			app := hdbApp() + "-" + hdbEnv()
			text := fmt.Sprintf(`# .env.deploy (heroku)
HEROKU_APP=%s
HEROKU_API_KEY=%s
HEROKU_EMAIL=deploy@%s`, app, key, hdbDomain())
			return hdbS("heroku-api-key", "env", text, hdbL(key), "HEROKU_APP="+app)
		},
		func() Sample {
			sec := hdbGOCSPX()
			cid := hdbNum(12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
			text := fmt.Sprintf(`# CI/CD variables for %s (%s)
OAUTH_GOOGLE_CLIENT_ID=%s
OAUTH_GOOGLE_CLIENT_SECRET=%s
OAUTH_REDIRECT_URL=https://%s.%s/auth/callback`, hdbApp(), hdbEnv(), cid, sec, hdbApp(), hdbDomain())
			return hdbS("oauth-client-secret", "env", text, hdbL(sec), cid)
		},
		func() Sample {
			sk := hdbStripe()
			app := hdbApp()
			text := fmt.Sprintf(`# rendered by the deploy job, then kubectl apply -f -
apiVersion: v1
kind: Secret
metadata:
  name: %s-payments
  namespace: %s
type: Opaque
stringData:
  STRIPE_SECRET_KEY: %s
  STRIPE_ACCOUNT_COUNTRY: %s`, app, app, sk, hdbOf("DE", "PT", "US", "GB"))
			return hdbS("stripe-key", "yaml", text, hdbL(sk), app+"-payments")
		},
		func() Sample {
			key := hdbSendgrid()
			text := fmt.Sprintf(`alerting:
  email:
    provider: sendgrid
    from: alerts@%s
    api_key: %s
    to: [oncall@%s]`, hdbDomain(), key, hdbDomain())
			return hdbS("sendgrid-key", "yaml", text, hdbL(key), "provider: sendgrid")
		},
		func() Sample {
			if hdbCoin() {
				id, sec := hdbLTAI(), rnd(alnum, 30)
				text := fmt.Sprintf(`export ALICLOUD_ACCESS_KEY="%s"
export ALICLOUD_SECRET_KEY="%s"
export ALICLOUD_REGION="%s"
terraform -chdir=envs/%s plan`, id, sec, hdbOf("cn-hangzhou", "ap-southeast-1", "eu-central-1"), hdbEnv())
				return hdbS("alibaba-keypair", "shell", text, hdbL(id, sec), "ALICLOUD_REGION")
			}
			id, sec := hdbAKIDTx(), rnd(alnum, 32)
			text := fmt.Sprintf(`variables:
  TENCENTCLOUD_SECRET_ID: %s
  TENCENTCLOUD_SECRET_KEY: %s
  TENCENTCLOUD_REGION: %s`, id, sec, hdbOf("ap-guangzhou", "ap-shanghai", "ap-singapore"))
			return hdbS("tencent-keypair", "yaml", text, hdbL(id, sec), "TENCENTCLOUD_REGION")
		},
		func() Sample {
			seed, c1 := hdbTOTP(), hdbRecovery()
			bot := hdbOrg() + "-deploy-bot"
			if hdbCoin() {
				text := fmt.Sprintf(`Deploy bot account (%s) — 2FA

otpauth://totp/GitHub:%s?secret=%s&issuer=GitHub
Recovery codes are printed and in the safe, envelope "deploy bot".`, bot, bot, seed)
				return hdbS("totp-seed", "note", text, hdbL(seed), "GitHub:"+bot)
			}
			text := fmt.Sprintf(`%s: the deploy bot (%s) is locked out of GitHub again, the TOTP app got wiped. use recovery code %s, then re-enrol 2FA and put the new seed in the team vault`, hdbPerson(), bot, c1)
			return hdbS("recovery-code", "chat", text, hdbL(c1), bot)
		},
		func() Sample {
			sess := rnd(b64url, hdbN(80, 140))
			text := fmt.Sprintf(`couldn't get an API token approved in time so I scripted it with my browser session 🙈

curl -s -b '_atlas_session_data=%s' \
  https://app.terraform.io/api/v2/organizations/%s/runs | jq length`, sess, hdbOrg())
			return hdbS("session-cookie", "chat", text, hdbL(sess), "app.terraform.io")
		},
		func() Sample {
			code := rnd(alnum, hdbN(32, 43))
			host := hdbOf("grafana.", "jenkins.", "argocd.") + hdbDomain()
			u := hdbUser()
			text := fmt.Sprintf(`**OPS-%d** Access for %s

Reset link for the %s account (valid 24h): https://%s/user/password/reset?code=%s
Please log in and set up 2FA right away.`, 100+rng.IntN(9000), hdbPerson(), u, host, code)
			return hdbS("reset-link-token", "ticket", text, hdbL(code), host, u)
		},
		func() Sample {
			var text, cage, pin, box string
			for text == "" || strings.Count(text, cage) != 1 || strings.Count(text, pin) != 1 || strings.Count(text, box) != 1 {
				cage, pin, box = hdbPIN(4), hdbPIN(hdbN(4, 6)), hdbPIN(4)
				text = fmt.Sprintf(`## Colo handover (%s)

- Cage %s, row %s, racks %d–%d
- Cage combination lock: %s
- Badge PIN for the mantrap: %s
- Rack keys are in the lockbox next to the crash cart (%s knows the code)
- Remote hands ticket portal: ask %s for access
- PDU IPs are in the netbox inventory, ansible reads them from there`, hdbDate(), fmt.Sprintf("%02d%02d", rng.IntN(20), rng.IntN(100)), string(rune('A'+rng.IntN(8))), 1+rng.IntN(5), 6+rng.IntN(5), cage, pin, hdbPerson(), hdbPerson())
			}
			return hdbS("door-codes", "note", text, hdbL(cage, pin), "netbox")
		},
		func() Sample {
			lic := hdbVaultLicense()
			text := fmt.Sprintf(`# /etc/vault.d/vault.env (from the packer image, %s)
VAULT_LICENSE=%s
VAULT_ADDR=https://127.0.0.1:8200`, hdbOf("vault-ent-1.17", "vault-ent-1.18"), lic)
			return hdbS("license-key", "env", text, hdbL(lic), "VAULT_ADDR")
		},
		func() Sample {
			id, sec, st := "ASIA"+rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), hdbAWSSecret(), hdbAWSSession()
			text := fmt.Sprintf(`$ env | grep -E 'AWS|CI_' | sort
AWS_ACCESS_KEY_ID=%s
AWS_DEFAULT_REGION=%s
AWS_SECRET_ACCESS_KEY=%s
AWS_SESSION_TOKEN=%s
CI_JOB_ID=%s
CI_PIPELINE_ID=%s`, id, hdbRegion(), sec, st, hdbNum(10), hdbNum(9))
			return hdbS("aws-session", "log", text, hdbL(id, sec, st), "AWS_DEFAULT_REGION")
		},
		func() Sample {
			tok := hdbPyPI()
			text := fmt.Sprintf(`[distutils]
index-servers = pypi

[pypi]
username = __token__
password = %s`, tok)
			if hdbCoin() {
				text = "~/.pypirc on the release runner (" + hdbHost("runner") + "):\n" + text
			}
			return hdbS("pypi-token", "ini", text, hdbL(tok), "username = __token__")
		},
	}
}
