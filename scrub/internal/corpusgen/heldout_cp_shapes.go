package main

import "fmt"

// The four cross-part shapes in a Kubernetes setting: Discord bot tokens, "login is user / pw",
// a token split across two lines, and a GCP service account's private_key_id in prose.

func hcpSplit(tok string) (string, string) {
	k := hcpN(12, len(tok)-12)
	return tok[:k], tok[k:]
}

func hcpShapeGens() []func() Sample {
	return []func() Sample{
		// Discord bot token in a Secret
		func() Sample {
			tok := hcpDiscordBot()
			ns := pick([]string{"bots", "community", "alerting", "ops-tools"})
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: deploy-notifier-discord
  namespace: %s
type: Opaque
stringData:
  DISCORD_BOT_TOKEN: %s
  DISCORD_GUILD_ID: "%s"
`, ns, tok, hcpSnowflake())
			return hcpS("discord-bot-token", "yaml", t, []string{tok}, "deploy-notifier-discord")
		},
		// Discord bot token in incident chat
		func() Sample {
			tok := hcpDiscordBot()
			pt := hcpPT()
			t := hcpChatLine(hcpPerson(), hcpOr(pt, "the release bot in Discord is 401ing since the reset", "o bot de release no Discord tá dando 401 desde o reset")) + "\n" +
				hcpChatLine(hcpPerson(), hcpOr(pt, "regenerated it, new token "+tok+" — can you patch the secret in ns bots?", "gerei de novo, token novo "+tok+" — consegue dar patch no secret do ns bots?"))
			return hcpS("discord-bot-token", "chat", t, []string{tok}, "ns bots")
		},
		// Discord bot token in helm values
		func() Sample {
			tok := hcpDiscordBot()
			t := fmt.Sprintf(`# charts/argocd-discord-bridge/values-prod.yaml
replicaCount: 1
image:
  repository: ghcr.io/%s/discord-bridge
  tag: v%d.%d.%d
discord:
  botToken: "%s"
  channel: deploys-prod
`, pick([]string{"acme-pay", "lojinha-br", "fintrack-pt"}), hcpN(0, 3), hcpN(0, 20), hcpN(0, 9), tok)
			return hcpS("discord-bot-token", "yaml", t, []string{tok}, "deploys-prod")
		},
		// login is user / pw in chat
		func() Sample {
			u, pw := hcpUser(), hcpPw()
			svc := pick([]string{"Harbor", "Rancher", "the Argo CD UI", "Grafana", "SonarQube", "Kibana"})
			pt := hcpPT()
			t := hcpChatLine(hcpPerson(), hcpOr(pt, fmt.Sprintf("for %s on %s the login is %s / %s until we hook it to SSO", svc, hcpCluster(), u, pw),
				fmt.Sprintf("pro %s no %s o login é %s / %s até ligarmos no SSO", svc, hcpCluster(), u, pw)))
			return hcpS("login-password", "chat", t, []string{pw}, u+" /")
		},
		// login in a YAML block
		func() Sample {
			u, pw := hcpUser(), hcpPw()
			host := pick([]string{"minio-console", "pgadmin", "rabbitmq", "kafka-ui"}) + "." + hcpDomain()
			t := fmt.Sprintf(`# acessos do ambiente de homologação
- service: %s
  url: https://%s
  login: %s / %s
  notes: só pela VPN
`, host, host, u, pw)
			return hcpS("login-password", "yaml", t, []string{pw}, "login: "+u)
		},
		// login in handover prose
		func() Sample {
			u, pw := hcpUser(), hcpPw()
			pt := hcpPT()
			t := hcpOr(pt, fmt.Sprintf("Handover: the Longhorn UI on %s has basic auth in front, login is %s / %s. Backups to S3 ran fine tonight.", hcpCluster(), u, pw),
				fmt.Sprintf("Passagem: a UI do Longhorn no %s tem basic auth na frente, o login é %s / %s. Os backups pro S3 rodaram bem esta noite.", hcpCluster(), u, pw))
			return hcpS("login-password", "notes", t, []string{pw}, "Longhorn")
		},
		// token split across two lines in chat
		func() Sample {
			tok := hcpSAToken(hcpNS(), hcpSA())
			a, b := hcpSplit(tok)
			pt := hcpPT()
			t := hcpChatLine(hcpPerson(), hcpOr(pt, "pasting the token, the terminal wrapped it, just join the two lines:", "colando o token, o terminal quebrou, é só juntar as duas linhas:")) + "\n" + a + "\n" + b
			return hcpS("split-token", "chat", t, []string{a, b})
		},
		// PAT split across two lines in a mail
		func() Sample {
			tok := hcpGHP()
			a, b := hcpSplit(tok)
			if len(a) < 12 || len(b) < 12 {
				a, b = tok[:20], tok[20:]
			}
			pt := hcpPT()
			t := hcpOr(pt, fmt.Sprintf("Hi,\n\nthe token for the Flux image-automation bot (write access to fleet-infra):\n%s\n%s\n(one line, my mail client broke it)\n\n%s", a, b, hcpPerson()),
				fmt.Sprintf("Oi,\n\no token do bot de image-automation do Flux (escrita no fleet-infra):\n%s\n%s\n(é uma linha só, meu cliente de e-mail quebrou)\n\n%s", a, b, hcpPerson()))
			return hcpS("split-token", "mail", t, []string{a, b}, "fleet-infra")
		},
		// API key split with labels
		func() Sample {
			key := hcpHex(32)
			a, b := key[:16], key[16:]
			t := fmt.Sprintf(`Datadog API key for the %s agent, split in two so the chat bot doesn't mangle it:
part 1: %s
part 2: %s`, hcpCluster(), a, b)
			return hcpS("split-token", "chat", t, []string{a, b}, "Datadog")
		},
		// private_key_id in prose (EN)
		func() Sample {
			pj := hcpGCPProject()
			sa := hcpGSA(pj)
			kid := hcpHex(40)
			t := fmt.Sprintf("Heads up: the JSON key for %s (private_key_id %s) is still mounted in the %s namespace as a plain Secret. We are moving it to Workload Identity and will delete that key afterwards.", sa, kid, hcpNS())
			return hcpS("gcp-private-key-id", "chat", t, []string{kid}, sa)
		},
		// private_key_id in prose (PT)
		func() Sample {
			pj := hcpGCPProject()
			sa := hcpGSA(pj)
			kid := hcpHex(40)
			t := fmt.Sprintf("O GCP marcou como exposta a chave com private_key_id \"%s\" da conta %s — estava no values.yaml do external-dns. Já desativei, falta gerar outra.", kid, sa)
			return hcpS("gcp-private-key-id", "chat", t, []string{kid}, sa)
		},
		// private_key_id in ticket
		func() Sample {
			pj := hcpGCPProject()
			sa := hcpGSA(pj)
			kid := hcpHex(40)
			t := fmt.Sprintf(`SEC-%d: rotate SA key
Service account: %s
Key: private_key_id=%s, created %s, used by the velero Secret in cluster %s.
Please rotate and update the sealed secret.`, hcpN(100, 999), sa, kid, hcpDate(), hcpCluster())
			return hcpS("gcp-private-key-id", "ticket", t, []string{kid}, sa)
		},
	}
}

func hcpShapeTrapGens() []func() Sample {
	return []func() Sample{
		// Discord: invite URL and application id
		func() Sample {
			id := hcpSnowflake()
			t := fmt.Sprintf("To add the deploy bot to your server use https://discord.com/oauth2/authorize?client_id=%s&permissions=%d&scope=bot — application id %s, the token itself lives in the discord-bot ExternalSecret.", id, hcpN(2048, 414464), id)
			return hcpT("trap-discord-client-id", "chat", t)
		},
		// Discord: placeholder token in a manifest
		func() Sample {
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: deploy-notifier-discord
  namespace: bots
type: Opaque
stringData:
  DISCORD_BOT_TOKEN: "<paste-bot-token-here>"  # never commit the real one
  DISCORD_GUILD_ID: "%s"
`, hcpSnowflake())
			return hcpT("trap-discord-placeholder", "yaml", t)
		},
		// login without a password
		func() Sample {
			u := hcpUser()
			pt := hcpPT()
			t := hcpChatLine(hcpPerson(), hcpOr(pt, fmt.Sprintf("the login is %s / the password is in 1Password under \"%s %s\"", u, pick([]string{"Harbor", "Rancher", "Grafana"}), hcpCluster()),
				fmt.Sprintf("o login é %s / a senha tá no cofre do 1Password em \"%s %s\"", u, pick([]string{"Harbor", "Rancher", "Grafana"}), hcpCluster())))
			return hcpT("trap-login-no-password", "chat", t)
		},
		// login in YAML pointing at vault
		func() Sample {
			host := pick([]string{"minio-console", "pgadmin", "rabbitmq", "kafka-ui"}) + "." + hcpDomain()
			t := fmt.Sprintf(`# acessos do ambiente de homologação
- service: %s
  url: https://%s
  login: %s / (ver Vault em kv/hml/%s)
  notes: só pela VPN
`, host, host, hcpUser(), pick([]string{"minio", "pgadmin", "rabbitmq", "kafka-ui"}))
			return hcpT("trap-login-vault-ref", "yaml", t)
		},
		// split: CA data wrapped
		func() Sample {
			ca := hcpCertData()
			a, b := hcpSplit(ca[:120])
			t := fmt.Sprintf("the cluster CA in the kubeconfig starts like this (wrapped by the terminal), compare it with yours:\n%s\n%s...", a, b)
			return hcpT("trap-split-ca-data", "chat", t)
		},
		// split: digest wrapped
		func() Sample {
			d := hcpHex(64)
			t := fmt.Sprintf("Image that is running in prod (digest wrapped by Slack):\n%s/%s@sha256:%s\n%s", hcpRegistry(), hcpApp(), d[:32], d[32:])
			return hcpT("trap-split-digest", "chat", t)
		},
		// pkid trap: commit SHA in prose
		func() Sample {
			sha := hcpHex(40)
			pt := hcpPT()
			t := hcpOr(pt, fmt.Sprintf("Flux applied revision main@sha1:%s on %s at %s; the HelmRelease for %s is Ready.", sha, hcpCluster(), hcpTime(), hcpApp()),
				fmt.Sprintf("O Flux aplicou a revisão main@sha1:%s no %s às %s; o HelmRelease do %s está Ready.", sha, hcpCluster(), hcpTime(), hcpApp()))
			return hcpT("trap-commit-sha", "chat", t)
		},
		// pkid trap: gpg fingerprint and SA email
		func() Sample {
			pj := hcpGCPProject()
			fp := hcpHex(40)
			t := fmt.Sprintf("SOPS for %s uses GCP KMS (projects/%s/locations/global/keyRings/sops/cryptoKeys/flux) plus the team's PGP key, fingerprint %s. Workload Identity binds %s, so there is no JSON key anymore.", hcpCluster(), pj, fp, hcpGSA(pj))
			return hcpT("trap-pgp-fingerprint", "notes", t)
		},
	}
}
