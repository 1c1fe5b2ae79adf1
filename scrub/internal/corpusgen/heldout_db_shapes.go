package main

import "fmt"

// The four shared shapes in an infrastructure-as-code setting: Discord bot tokens, "login is
// user / password", keys split over two lines, and a service account's private_key_id in prose.

func hdbHalves(tok string) (string, string) {
	cut := len(tok)/2 + rng.IntN(7) - 3
	return tok[:cut], tok[cut:]
}

func hdbShapeSecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			tok := hdbDiscordBot()
			repo := hdbOrg() + "/" + hdbOf("notifier-bot", "deploy-notifier", "ops-bot")
			text := fmt.Sprintf(`$ gh secret set DISCORD_BOT_TOKEN --repo %s --body '%s'
✓ Set Actions secret DISCORD_BOT_TOKEN for %s`, repo, tok, repo)
			return hdbS("discord-bot-token", "shell", text, hdbL(tok), repo)
		},
		func() Sample {
			tok, app := hdbDiscordBot(), hdbSnowflake()
			text := fmt.Sprintf(`# envs/%s/bot.auto.tfvars
service_name           = "deploy-notifier"
desired_count          = 1
discord_application_id = "%s"
discord_bot_token      = "%s"
log_retention_days     = 14`, hdbEnv(), app, tok)
			return hdbS("discord-bot-token", "hcl", text, hdbL(tok), app)
		},
		func() Sample {
			tok := hdbDiscordBot()
			text := hdbOf(
				fmt.Sprintf("%s: bot token for the deploy notifier (the one that posts terraform applies): %s\n%s: got it, putting it in SSM", hdbPerson(), tok, hdbPerson()),
				fmt.Sprintf("%s: hab den Discord-Bot neu angelegt, Token ist %s – bitte in die Pipeline-Variablen übernehmen", hdbPerson(), tok),
				fmt.Sprintf("%s: nuevo token del bot de discord para las alertas de %s: %s", hdbPerson(), hdbEnv(), tok),
			)
			return hdbS("discord-bot-token", "chat", text, hdbL(tok))
		},
		func() Sample {
			tok := hdbDiscordBot()
			ns := hdbOf("bots", "notifier", "ops")
			text := fmt.Sprintf(`# group_vars/bots.yml
bot_namespace: %s
bot_image: ghcr.io/%s/notifier:%d.%d.%d
bot_env:
  DISCORD_TOKEN: "%s"
  DISCORD_GUILD_ID: "%s"
  LOG_LEVEL: info`, ns, hdbOrg(), 1+rng.IntN(3), rng.IntN(20), rng.IntN(10), tok, hdbSnowflake())
			return hdbS("discord-bot-token", "yaml", text, hdbL(tok), "bot_namespace: "+ns)
		},
		func() Sample {
			pw := hdbPw()
			u := hdbOf("admin", "root", "jenkins", "deploy", "ops")
			host := hdbOf("jenkins", "awx", "grafana", "rancher", "argocd", "nexus") + "." + hdbDomain()
			text := hdbOf(
				fmt.Sprintf("%s: new %s is up, the login is %s / %s until SSO is wired", hdbPerson(), host, u, pw),
				fmt.Sprintf("%s: login for %s is %s / %s (change it after first login pls)", hdbPerson(), host, u, pw),
				fmt.Sprintf("%s: der Login für %s ist %s / %s", hdbPerson(), host, u, pw),
				fmt.Sprintf("%s: el login de %s es %s / %s, ya lo cambio mañana", hdbPerson(), host, u, pw),
			)
			return hdbS("login-password", "chat", text, hdbL(pw), host, u+" / ")
		},
		func() Sample {
			pw := hdbPw()
			u := hdbOf("admin", "ansible", "svc_deploy", "operator")
			svc := hdbOf("awx", "minio", "harbor", "vault-ui", "pgadmin")
			text := fmt.Sprintf(`# temp access for the migration, remove afterwards
%s:
  url: https://%s.%s
  login: %s / %s
  owner: %s`, svc, svc, hdbDomain(), u, pw, hdbPerson())
			return hdbS("login-password", "yaml", text, hdbL(pw), "login: "+u)
		},
		func() Sample {
			pw := hdbPw()
			u := hdbOf("admin", "deployer", "root", "tfadmin")
			host := hdbHost(hdbOf("jenkins", "runner", "atlantis"))
			text := fmt.Sprintf(`## Handover %s

- %s runs the nightly terraform drift job
- login is %s / %s (local account, not LDAP)
- the job config lives in `+"`jobs/drift.groovy`"+``, hdbDate(), host, u, pw)
			return hdbS("login-password", "note", text, hdbL(pw), host, "login is "+u)
		},
		func() Sample {
			pw := hdbPw()
			u := hdbOf("admin", "pi", "ubnt", "operator")
			text := fmt.Sprintf(`%s: which creds does the packer build use for the edge image?
%s: the login is %s / %s, it gets replaced by cloud-init on first boot`, hdbPerson(), hdbPerson(), u, pw)
			return hdbS("login-password", "chat", text, hdbL(pw), "login is "+u)
		},
		func() Sample {
			tok := hdbTFC()
			a, b := hdbHalves(tok)
			text := fmt.Sprintf(`%s: my terminal wrapped it, join the two lines:
export TF_TOKEN_app_terraform_io=%s
%s`, hdbPerson(), a, b)
			return hdbS("split-token", "chat", text, hdbL(a, b), "TF_TOKEN_app_terraform_io")
		},
		func() Sample {
			tok := hdbOf(hdbHcloud(), hdbGLPAT(), hdbDOTok())
			a, b := hdbHalves(tok)
			v := hdbOf("HCLOUD_TOKEN", "GITLAB_TOKEN", "DIGITALOCEAN_TOKEN")
			text := fmt.Sprintf(`Hi %s,

here's the value for the CI variable %s (the mail client splits it, the two lines are one value):

%s
%s

Please set it as protected + masked.
%s`, hdbPerson(), v, a, b, hdbPerson())
			return hdbS("split-token", "mail", text, hdbL(a, b), v)
		},
		func() Sample {
			tok := hdbOf(hdbVaultTok()+rnd(alnum, 60), hdbCFTok(), hdbPulumi())
			a, b := hdbHalves(tok)
			v := hdbOf("VAULT_TOKEN", "CLOUDFLARE_API_TOKEN", "PULUMI_ACCESS_TOKEN")
			text := fmt.Sprintf(`# .envrc for envs/%s (direnv)
export AWS_PROFILE=%s
export %s=%s
%s
# ^ pasted from a narrow terminal, the value is the two lines together`, hdbEnv(), hdbOf("deploy", "terraform", "sandbox"), v, a, b)
			return hdbS("split-token", "env", text, hdbL(a, b), "AWS_PROFILE")
		},
		func() Sample {
			g := hdbNewGSA("")
			text := fmt.Sprintf(`**SEC-%d** Service account key committed to %s/terraform-live

The JSON key for %s was pushed in envs/%s/credentials.json. Please disable the key with private_key_id %s and create a new one via terraform (google_service_account_key).`, 100+rng.IntN(900), hdbOrg(), g.Email, hdbEnv(), g.KeyID)
			return hdbS("gcp-private-key-id", "ticket", text, hdbL(g.KeyID), g.Email)
		},
		func() Sample {
			g := hdbNewGSA("")
			text := hdbOf(
				fmt.Sprintf("%s: can you delete the old key on %s? private_key_id is %s, the new one is already in the CI secret", hdbPerson(), g.Email, g.KeyID),
				fmt.Sprintf("%s: o private_key_id da chave que vazou é %s (conta %s), já desativei no console", hdbPerson(), g.KeyID, g.Email),
			)
			return hdbS("gcp-private-key-id", "chat", text, hdbL(g.KeyID), g.Email)
		},
		func() Sample {
			g := hdbNewGSA("")
			text := fmt.Sprintf(`commit %s
Author: %s <%s@%s>

    gcp: rotate %s key

    The previous key (private_key_id %s) was exposed in a CI log
    and has been disabled. Terraform now creates the key and writes it
    to Secret Manager.`, hdbSha(), hdbPerson(), "dev", hdbDomain(), g.Email, g.KeyID)
			return hdbS("gcp-private-key-id", "commit", text, hdbL(g.KeyID), g.Email)
		},
	}
}

func hdbShapeTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			text := fmt.Sprintf(`# envs/%s/bot.auto.tfvars
service_name           = "deploy-notifier"
discord_application_id = "%s"
discord_public_key     = "%s"
# bot token: SSM parameter /deploy-notifier/discord_bot_token (SecureString)`, hdbEnv(), hdbSnowflake(), hdbHex(64))
			return hdbT("trap-discord-ids", "hcl", text)
		},
		func() Sample {
			text := fmt.Sprintf("%s: reset the discord bot token in the dev portal after the leak scare. new one is only in SSM (/notifier/discord_token), the bot user id %s didn't change", hdbPerson(), hdbSnowflake())
			return hdbT("trap-discord-ids", "chat", text)
		},
		func() Sample {
			host := hdbOf("jenkins", "awx", "grafana") + "." + hdbDomain()
			text := hdbOf(
				fmt.Sprintf("%s: the login for %s is admin / the usual one from 1Password (Infra vault)", hdbPerson(), host),
				fmt.Sprintf("%s: login is deploy / ask %s, it's not written down anywhere on purpose", hdbPerson(), hdbPerson()),
			)
			return hdbT("trap-login-no-password", "chat", text)
		},
		func() Sample {
			text := fmt.Sprintf(`awx:
  url: https://awx.%s
  login: admin / <see vault: kv/%s/awx>
  owner: %s`, hdbDomain(), hdbEnv(), hdbPerson())
			return hdbT("trap-login-no-password", "yaml", text)
		},
		func() Sample {
			id := rnd(b64url, hdbN(90, 120))
			a, b := hdbHalves(id)
			text := fmt.Sprintf(`%s: apply failed, support wants the correlation id (wrapped, one line):
%s
%s`, hdbPerson(), a, b)
			return hdbT("trap-split-id", "chat", text)
		},
		func() Sample {
			pub := hdbPubKey(hdbUser() + "@" + hdbOf("laptop", "ci"))
			a, b := hdbHalves(pub)
			text := fmt.Sprintf(`add this public key to the bastion's authorized_keys (it wrapped):
%s
%s`, a, b)
			return hdbT("trap-split-public-key", "chat", text)
		},
		func() Sample {
			text := fmt.Sprintf("%s: the SA key leak is closed — the fix landed in commit %s on terraform-live, and the SA's client_id %s now only has roles/storage.objectViewer", hdbPerson(), hdbSha(), hdbNum(21))
			return hdbT("trap-commit-sha", "chat", text)
		},
		func() Sample {
			text := fmt.Sprintf(`**INFRA-%d** Pin terraform binary in the runner image

sha1 of terraform_1.%d.%d_linux_amd64.zip is %s (matches the SHA256SUMS signature). Service account %s@%s.iam.gserviceaccount.com unchanged.`, 100+rng.IntN(900), 8+rng.IntN(4), rng.IntN(6), hdbSha(), hdbOf("terraform", "ci-deploy"), hdbOf("acme", "globex")+"-"+hdbEnv()+"-"+rnd(digits, 6))
			return hdbT("trap-checksum", "ticket", text)
		},
	}
}
