package main

import (
	"fmt"
	"strings"
)

// Incident channels, handover notes, tickets and mails, in English and Portuguese.

func hcpChatGens() []func() Sample {
	return []func() Sample{
		// incident channel: grafana password shared
		func() Sample {
			pw := hcpPw()
			host := "grafana." + hcpDomain()
			a, b := hcpPerson(), hcpPerson()
			pt := hcpPT()
			t := hcpChatLine(a, hcpOr(pt, "can someone give me access to grafana? SSO is down with the rest of keycloak", "alguém me passa acesso ao grafana? o SSO caiu junto com o keycloak")) + "\n" +
				hcpChatLine(b, hcpOr(pt, fmt.Sprintf("use the local admin for now: https://%s user admin pw %s", host, pw),
					fmt.Sprintf("usa o admin local por enquanto: https://%s usuário admin senha %s", host, pw))) + "\n" +
				hcpChatLine(a, hcpOr(pt, "in, thanks. p99 on checkout is at 4s", "entrei, valeu. p99 do checkout tá em 4s"))
			return hcpS("grafana-admin-password", "chat", t, []string{pw}, host)
		},
		// incident: leaked SA token in CI log
		func() Sample {
			ns, sa := hcpNS(), hcpSA()
			tok := hcpSAToken(ns, sa)
			pt := hcpPT()
			t := hcpOr(pt, fmt.Sprintf(`:rotating_light: INC-%d — SA token printed in a public job log
The %s job ran with set -x and printed:
+ kubectl --token %s -n %s rollout restart deploy/%s
Action: deleting SA %s/%s and recreating, please don't re-run the pipeline yet.`, hcpN(1000, 9999), hcpApp(), tok, ns, hcpApp(), ns, sa),
				fmt.Sprintf(`:rotating_light: INC-%d — token de SA vazou no log de um job público
O job %s rodou com set -x e imprimiu:
+ kubectl --token %s -n %s rollout restart deploy/%s
Ação: apagando a SA %s/%s e recriando, não rodem o pipeline de novo ainda.`, hcpN(1000, 9999), hcpApp(), tok, ns, hcpApp(), ns, sa))
			return hcpS("k8s-sa-token", "chat", t, []string{tok}, ns+"/"+sa)
		},
		// handover note
		func() Sample {
			pw := hcpPw()
			reg := "harbor." + hcpDomain()
			rob := hcpHarborRobot()
			pt := hcpPT()
			t := hcpOr(pt, fmt.Sprintf(`## Handover — platform on-call, week %d

- cert-manager: renewal for *.%s failing on DNS01, ticket open with the DNS team
- Harbor (%s): robot account robot$ci-push secret is %s (the old one expired Friday)
- Postgres on %s: temporary superuser pw %s, remove after the migration
- Nothing else pending.`, hcpN(1, 52), hcpDomain(), reg, rob, hcpCluster(), pw),
				fmt.Sprintf(`## Passagem de turno — plantão plataforma, semana %d

- cert-manager: renovação do *.%s falhando no DNS01, chamado aberto com o time de DNS
- Harbor (%s): o secret do robot$ci-push agora é %s (o antigo expirou sexta)
- Postgres no %s: senha temporária do superuser %s, remover depois da migração
- Mais nada pendente.`, hcpN(1, 52), hcpDomain(), reg, rob, hcpCluster(), pw))
			if hcpCoin() {
				t = strings.Replace(t, pw, hcpOr(pt, "in Vault", "no Vault"), 1)
				return hcpS("registry-robot-secret", "markdown", t, []string{rob}, "robot$ci-push")
			}
			return hcpS("registry-robot-secret", "markdown", t, []string{rob, pw}, "robot$ci-push")
		},
		// DM asking for kubeconfig, token pasted
		func() Sample {
			tok := hcpOpenShift()
			if rng.IntN(2) == 0 {
				tok = hcpSAToken(hcpNS(), hcpSA())
			}
			a, b := hcpPerson(), hcpPerson()
			pt := hcpPT()
			t := hcpChatLine(a, hcpOr(pt, "my kubeconfig expired and I'm in the middle of the rollback", "meu kubeconfig expirou e tô no meio do rollback")) + "\n" +
				hcpChatLine(b, hcpOr(pt, "take mine for 1h, then I'll revoke: "+tok, "usa o meu por 1h, depois eu revogo: "+tok)) + "\n" +
				hcpChatLine(a, "ok")
			return hcpS("k8s-token", "chat", t, []string{tok})
		},
		// email to vendor
		func() Sample {
			u := pick([]string{"sre", "platform", "infra"}) + "@" + hcpDomain()
			ak, sk := hcpAKIA(), hcpAWSSecret()
			pt := hcpPT()
			t := hcpOr(pt, fmt.Sprintf(`From: %s
To: support@backupvendor.example
Subject: Velero restores failing on %s

Hi,

restores fail with AccessDenied since yesterday. The backup location uses
access key %s / secret %s on bucket %s-velero.
Logs attached. Can you check on your side?

Thanks,
%s`, u, hcpCluster(), ak, sk, hcpNS(), hcpPerson()),
				fmt.Sprintf(`De: %s
Para: suporte@backupvendor.example
Assunto: Restore do Velero falhando no %s

Olá,

os restores falham com AccessDenied desde ontem. O backup location usa a
access key %s / secret %s no bucket %s-velero.
Seguem logs em anexo. Conseguem verificar do lado de vocês?

Obrigado,
%s`, u, hcpCluster(), ak, sk, hcpNS(), hcpPerson()))
			if hcpCoin() {
				t = strings.Replace(t, " / secret "+sk, hcpOr(pt, " (secret in the velero-credentials Secret)", " (secret no Secret velero-credentials)"), 1)
				return hcpS("aws-access-key", "mail", t, []string{ak}, u)
			}
			return hcpS("aws-access-key", "mail", t, []string{ak, sk}, u)
		},
		// ticket: registry pull failing with creds
		func() Sample {
			reg := "registry.gitlab.com"
			tok := hcpGLPAT()
			u := "gitlab+deploy-token-" + rnd(digits, 6)
			pt := hcpPT()
			t := hcpOr(pt, fmt.Sprintf(`**PLAT-%d: ImagePullBackOff on %s**

Pods in ns %s can't pull from %s. Deploy token used in regcred:
username: %s
token: %s
Verified with docker login on my laptop, works there. Probably the secret was not copied to the new namespace.`, hcpN(100, 999), hcpCluster(), hcpNS(), reg, u, tok),
				fmt.Sprintf(`**PLAT-%d: ImagePullBackOff no %s**

Os pods do ns %s não conseguem puxar do %s. Deploy token usado no regcred:
username: %s
token: %s
Testei com docker login no meu notebook e funciona. Provavelmente o secret não foi copiado pro namespace novo.`, hcpN(100, 999), hcpCluster(), hcpNS(), reg, u, tok))
			return hcpS("gitlab-deploy-token", "ticket", t, []string{tok}, u)
		},
		// meeting notes with alarm code + wifi for datacenter visit
		func() Sample {
			code := hcpPIN(hcpN(4, 6))
			wifi := hcpPw()
			pt := hcpPT()
			t := hcpOr(pt, fmt.Sprintf(`Notes — bare-metal cluster visit (DC %s)
- rack B14, the k8s worker nodes 07-12 need new NICs
- badge at reception, cage alarm code is %s
- guest Wi-Fi "DC-Visitors" key: %s
- bring the console cable`, pick([]string{"Alfragide", "Tamboré", "Barueri", "Porto"}), code, wifi),
				fmt.Sprintf(`Notas — visita ao cluster bare-metal (DC %s)
- rack B14, os workers k8s 07-12 precisam de placas novas
- crachá na recepção, código do alarme da gaiola: %s
- Wi-Fi de visitantes "DC-Visitantes" senha: %s
- levar o cabo de console`, pick([]string{"Alfragide", "Tamboré", "Barueri", "Porto"}), code, wifi))
			if hcpCoin() {
				i := strings.LastIndex(t, "\n- ")
				t = t[:strings.LastIndex(t[:i], "\n- ")] + t[i:]
				return hcpS("alarm-code", "notes", t, []string{code}, "rack B14")
			}
			return hcpS("alarm-code", "notes", t, []string{code, wifi}, "rack B14")
		},
		// PT chat: senha do banco no canal
		func() Sample {
			pw := hcpPw()
			ns := hcpNS()
			t := hcpChatLine(hcpPerson(), fmt.Sprintf("pessoal, o pod do %s tá em CrashLoopBackOff pq trocaram a senha do RDS e ninguém atualizou o secret", hcpApp())) + "\n" +
				hcpChatLine(hcpPerson(), fmt.Sprintf("a senha nova é %s, atualiza lá no %s e dá rollout restart", pw, ns)) + "\n" +
				hcpChatLine(hcpPerson(), "feito, voltou")
			return hcpS("db-password", "chat", t, []string{pw}, "CrashLoopBackOff")
		},
		// wiki page runbook
		func() Sample {
			pw, combo := hcpPw(), hcpPIN(6)
			cl := hcpCluster()
			t := fmt.Sprintf(`# Runbook: break-glass access to %s

1. Connect to the VPN (profile *ops-breakglass*).
2. Download the break-glass kubeconfig from the safe in the office (USB key, safe combination %s).
3. The kubeconfig is encrypted with gpg, passphrase: %s
4. Open an incident and tell #plataforma-incidentes you used it.`, cl, combo, pw)
			if hcpCoin() {
				t = strings.Replace(t, " (USB key, safe combination "+combo+")", " (USB key; ask the office manager for the safe)", 1)
				return hcpS("gpg-passphrase", "wiki", t, []string{pw}, "ops-breakglass")
			}
			return hcpS("gpg-passphrase", "wiki", t, []string{combo, pw}, "ops-breakglass")
		},
		// recovery codes for registry admin
		func() Sample {
			var codes []string
			txt := ""
			for i := 0; i < hcpN(2, 3); i++ {
				c := rnd(lower+digits, 5) + "-" + rnd(lower+digits, 5)
				codes = append(codes, c)
				txt += "  " + c + "\n"
			}
			pt := hcpPT()
			t := hcpOr(pt, "Remaining recovery codes for the quay.io org admin (platform team), keep offline:\n", "Códigos de recuperação que sobraram do admin da org no quay.io (time de plataforma), guardar offline:\n") + txt
			return hcpS("recovery-codes", "notes", t, codes, "quay.io")
		},
		// TOTP seed for argocd admin
		func() Sample {
			seed := hcpTOTP()
			pt := hcpPT()
			t := hcpOr(pt, fmt.Sprintf("Argo CD local admin has 2FA via Dex now. If the shared phone dies, the TOTP seed is %s (add to any authenticator). Issuer: ArgoCD-%s", seed, hcpCluster()),
				fmt.Sprintf("O admin local do Argo CD agora tem 2FA via Dex. Se o celular compartilhado morrer, a seed TOTP é %s (adiciona em qualquer autenticador). Issuer: ArgoCD-%s", seed, hcpCluster()))
			return hcpS("totp-seed", "chat", t, []string{seed}, "Argo CD")
		},
		// incident timeline with connection string
		func() Sample {
			pw := hcpPwURL()
			u := hcpUser()
			host := fmt.Sprintf("%s.%s.sa-east-1.rds.amazonaws.com", hcpApp(), rnd(lower+digits, 12))
			t := fmt.Sprintf(`Timeline INC-%d
%s  alert: %s 5xx > 20%%
%s  found configmap override with DB_URL=postgresql://%s:%s@%s:5432/app
%s  reverted to the ExternalSecret, 5xx back to baseline
%s  TODO rotate the password above, it was in a ConfigMap`, hcpN(100, 999), hcpTime(), hcpApp(), hcpTime(), u, pw, host, hcpTime(), hcpTime())
			return hcpS("db-password", "incident", t, []string{pw}, host)
		},
		// one-time login link to rancher / reset link
		func() Sample {
			tok := rnd(b64url, hcpN(32, 48))
			host := pick([]string{"rancher", "argocd", "harbor", "keycloak"}) + "." + hcpDomain()
			pt := hcpPT()
			t := hcpOr(pt, fmt.Sprintf("here's your one-time login link, valid 15 min: https://%s/login/reset?token=%s\nchange the password after you get in", host, tok),
				fmt.Sprintf("segue o link de login único, vale 15 min: https://%s/login/reset?token=%s\ntroca a senha depois de entrar", host, tok))
			return hcpS("login-link-token", "chat", t, []string{tok}, host)
		},
		// .env for local dev pointing at cluster port-forward
		func() Sample {
			pw, rk := hcpPw(), rnd(alnum, 32)
			t := fmt.Sprintf(`# .env.local — port-forward to %s (kubectl port-forward svc/pg 5432 -n %s)
PGHOST=127.0.0.1
PGPORT=5432
PGUSER=%s
PGPASSWORD=%s
REDIS_PASSWORD=%s
FEATURE_FLAGS=new-checkout,pix-v2
`, hcpCluster(), hcpNS(), hcpUser(), pw, rk)
			if hcpCoin() {
				t = strings.Replace(t, "REDIS_PASSWORD="+rk+"\n", "", 1)
				return hcpS("db-password", "env", t, []string{pw}, "PGHOST=127.0.0.1")
			}
			return hcpS("db-password", "env", t, []string{pw, rk}, "PGHOST=127.0.0.1")
		},
		// log line from operator printing creds
		func() Sample {
			pw := hcpPw()
			ns := hcpNS()
			t := fmt.Sprintf(`%s INFO  controller.mysqlcluster reconciling {"namespace": "%s", "name": "%s-mysql"}
%s DEBUG controller.mysqlcluster generated root credentials {"user": "root", "password": "%s"}
%s INFO  controller.mysqlcluster statefulset updated {"replicas": 3}`, hcpStamp(), ns, hcpApp(), hcpStamp(), pw, hcpStamp())
			return hcpS("db-password", "log", t, []string{pw}, "controller.mysqlcluster")
		},
		// CSV inventory of cluster service accounts with passwords
		func() Sample {
			p1, p2 := hcpPw(), hcpPw()
			t := fmt.Sprintf(`cluster,service,user,password,owner
%s,harbor,admin,%s,platform
%s,sonarqube,admin,%s,devex
%s,grafana,viewer,(SSO),observability`, hcpCluster(), p1, hcpCluster(), p2, hcpCluster())
			if hcpCoin() {
				t = strings.Replace(t, ","+p2+",", ",(LDAP),", 1)
				return hcpS("admin-password", "csv", t, []string{p1}, "(SSO)")
			}
			return hcpS("admin-password", "csv", t, []string{p1, p2}, "(SSO)")
		},
		// markdown table with API tokens
		func() Sample {
			cf, dd := hcpCloudflare(), hcpHex(32)
			t := fmt.Sprintf(`| Integração | Onde usa | Token |
|---|---|---|
| Cloudflare (DNS01) | cert-manager | %s |
| Datadog | datadog-agent | %s |
| PagerDuty | alertmanager | via ExternalSecret |`, cf, dd)
			if hcpCoin() {
				t = strings.Replace(t, dd, "via ExternalSecret", 1)
				return hcpS("cloudflare-api-token", "markdown", t, []string{cf}, "via ExternalSecret")
			}
			return hcpS("cloudflare-api-token", "markdown", t, []string{cf, dd}, "via ExternalSecret")
		},
	}
}
