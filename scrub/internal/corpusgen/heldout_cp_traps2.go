package main

import "fmt"

// Traps in chat, mail, tickets, notes and logs: talk about credentials without one, ids and
// public values.

func hcpTrapGens2() []func() Sample {
	return []func() Sample{
		// rotation announced, no value
		func() Sample {
			pt := hcpPT()
			app := hcpApp()
			t := hcpChatLine(hcpPerson(), hcpOr(pt, fmt.Sprintf("rotated the postgres password for %s, new value is in Vault at kv/prod/%s/db — ExternalSecret picks it up within 1h", app, app),
				fmt.Sprintf("rotacionei a senha do postgres do %s, o valor novo está no Vault em kv/prod/%s/db — o ExternalSecret pega em até 1h", app, app)))
			return hcpT("trap-rotation-no-value", "chat", t)
		},
		// password policy
		func() Sample {
			pt := hcpPT()
			t := hcpOr(pt, fmt.Sprintf("Reminder: passwords for the break-glass accounts on %s must be at least %d characters, rotated every 90 days, and never pasted in Slack. Use `kubectl create secret ... --from-file` so they don't land in shell history.", hcpCluster(), hcpN(14, 24)),
				fmt.Sprintf("Lembrete: as senhas das contas break-glass do %s precisam ter no mínimo %d caracteres, ser trocadas a cada 90 dias e nunca coladas no Slack. Usem `kubectl create secret ... --from-file` pra não ficar no histórico do shell.", hcpCluster(), hcpN(14, 24)))
			return hcpT("trap-password-policy", "notes", t)
		},
		// reset without value
		func() Sample {
			pt := hcpPT()
			u := hcpPerson()
			svc := pick([]string{"Rancher", "Harbor", "Argo CD", "Grafana", "Keycloak"})
			t := hcpOr(pt, fmt.Sprintf("Hi %s, I reset your %s password (ticket PLAT-%d); you'll get a one-time link by e-mail. The old kubeconfig tokens for %s were revoked too.", u, svc, hcpN(100, 999), hcpCluster()),
				fmt.Sprintf("Oi %s, resetei sua senha do %s (chamado PLAT-%d); você vai receber um link de uso único por e-mail. Os tokens de kubeconfig antigos do %s também foram revogados.", u, svc, hcpN(100, 999), hcpCluster()))
			return hcpT("trap-reset-no-value", "mail", t)
		},
		// env refs in .env template
		func() Sample {
			t := fmt.Sprintf(`# .env.example — values come from the %s-env Secret in the cluster
DB_HOST=%s-pg.%s.svc.cluster.local
DB_USER=app
DB_PASSWORD=${DB_PASSWORD}
REDIS_URL=redis://:${REDIS_PASSWORD}@redis-master:6379/0
STRIPE_PUBLISHABLE_KEY=pk_live_%s
`, hcpApp(), hcpApp(), hcpNS(), rnd(alnum, 24))
			return hcpT("trap-env-refs", "env", t)
		},
		// incident chat talking about a token, masked
		func() Sample {
			pt := hcpPT()
			t := hcpChatLine(hcpPerson(), hcpOr(pt, "the token in the job log was eyJhbGciOi…(cut) — already revoked, SA recreated, nothing else to do", "o token no log do job era eyJhbGciOi…(cortei) — já revogado, SA recriada, nada mais a fazer")) + "\n" +
				hcpChatLine(hcpPerson(), hcpOr(pt, "thanks! postmortem on Thursday", "valeu! postmortem na quinta"))
			return hcpT("trap-truncated-token", "chat", t)
		},
		// request ids and trace ids in logs
		func() Sample {
			t := fmt.Sprintf(`%s level=error msg="upstream timeout" app=%s request_id=%s trace_id=%s span_id=%s pod=%s-%s
%s level=warn msg="retrying" app=%s attempt=2 request_id=%s`, hcpStamp(), hcpApp(), hcpUUID(), hcpHex(32), hcpHex(16), hcpApp(), rnd(lower+digits, 5), hcpStamp(), hcpApp(), hcpUUID())
			return hcpT("trap-trace-ids", "log", t)
		},
		// cert-manager status
		func() Sample {
			host := "api." + hcpDomain()
			t := fmt.Sprintf(`$ kubectl get certificate,certificaterequest -n %s
NAME                                   READY   SECRET        AGE
certificate.cert-manager.io/%s   True    %s-tls   %dd

NAME                                                     APPROVED   DENIED   READY   ISSUER             AGE
certificaterequest.cert-manager.io/%s-%s   True                True    letsencrypt-prod   %dd`, hcpNS(), host, host, hcpN(1, 80), host, rnd(lower+digits, 5), hcpN(1, 80))
			return hcpT("trap-cert-status", "kubectl-output", t)
		},
		// public key PEM (cosign)
		func() Sample {
			raw := "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + rnd(alnum+"+/", 64+24)
			t := fmt.Sprintf(`Images are signed with cosign; Kyverno verifies them with this public key:

-----BEGIN PUBLIC KEY-----
%s
%s==
-----END PUBLIC KEY-----

policy: verify-images in ns kyverno, mode Enforce.`, raw[:64], raw[64:])
			return hcpT("trap-public-key", "notes", t)
		},
		// order/invoice/ticket numbers with a vendor
		func() Sample {
			pt := hcpPT()
			t := hcpOr(pt, fmt.Sprintf("Renewed the Rancher Prime subscription: order %s, invoice INV-%d, %d nodes. Support case %d is linked.", "ORD-"+rnd(upper+digits, 10), hcpN(100000, 999999), hcpN(20, 300), hcpN(1000000, 9999999)),
				fmt.Sprintf("Renovei a assinatura do Rancher Prime: pedido %s, fatura INV-%d, %d nós. O caso de suporte %d está vinculado.", "ORD-"+rnd(upper+digits, 10), hcpN(100000, 999999), hcpN(20, 300), hcpN(1000000, 9999999)))
			return hcpT("trap-order-numbers", "mail", t)
		},
		// CSV of clusters and versions
		func() Sample {
			t := "cluster,provider,k8s_version,nodes,owner\n"
			for i := 0; i < hcpN(3, 6); i++ {
				t += fmt.Sprintf("%s,%s,1.%d.%d,%d,%s\n", hcpCluster(), pick([]string{"eks", "gke", "aks", "k3s", "rke2"}), hcpN(27, 32), hcpN(0, 12), hcpN(3, 120), hcpPerson())
			}
			return hcpT("trap-cluster-inventory", "csv", t)
		},
		// markdown table with secret locations
		func() Sample {
			app := hcpApp()
			t := fmt.Sprintf(`| Credential | Where it lives | Rotation |
|---|---|---|
| Postgres (%s) | vault:kv/prod/%s/db | 90d |
| Harbor robot | 1Password → "Platform / Harbor %s" | %dd |
| Argo CD admin | disabled, SSO only | n/a |
| Slack webhook | {{ .Values.alertmanager.slackSecretRef }} | on leak |`, app, app, hcpCluster(), pick([]int{90, 180, 365}))
			return hcpT("trap-secret-locations", "markdown", t)
		},
		// ticket about imagepull without creds
		func() Sample {
			pt := hcpPT()
			t := hcpOr(pt, fmt.Sprintf("PLAT-%d: pods in %s fail with `ImagePullBackOff: unauthorized`. regcred exists but the robot account expired on %s. Need someone with Harbor admin to renew it and re-sync the sealed secret.", hcpN(100, 999), hcpNS(), hcpDate()),
				fmt.Sprintf("PLAT-%d: pods no %s falham com `ImagePullBackOff: unauthorized`. O regcred existe mas a robot account expirou em %s. Precisa de alguém com admin no Harbor pra renovar e ressincronizar o sealed secret.", hcpN(100, 999), hcpNS(), hcpDate()))
			return hcpT("trap-ticket-no-secret", "ticket", t)
		},
		// helm history / release info with revision hashes
		func() Sample {
			app := hcpApp()
			t := fmt.Sprintf(`$ helm history %s -n %s
REVISION	UPDATED                 	STATUS    	CHART          	APP VERSION	DESCRIPTION
%d      	%s	superseded	%s-%d.%d.%d	%d.%d.%d     	Upgrade complete
%d      	%s	deployed  	%s-%d.%d.%d	%d.%d.%d     	Upgrade complete`, app, hcpNS(),
				hcpN(10, 40), hcpStamp(), app, hcpN(0, 5), hcpN(0, 20), hcpN(0, 9), hcpN(1, 4), hcpN(0, 30), hcpN(0, 9),
				hcpN(41, 60), hcpStamp(), app, hcpN(0, 5), hcpN(0, 20), hcpN(0, 9), hcpN(1, 4), hcpN(0, 30), hcpN(0, 9))
			return hcpT("trap-helm-history", "shell", t)
		},
		// OAuth client id public
		func() Sample {
			t := fmt.Sprintf(`dex:
  connectors:
    - type: github
      id: github
      name: GitHub
      config:
        clientID: Iv1.%s
        clientSecret: $GITHUB_CLIENT_SECRET
        orgs:
          - name: %s
`, hcpHex(16), pick([]string{"acme-pay", "lojinha-br", "fintrack-pt"}))
			return hcpT("trap-oauth-client-id", "yaml", t)
		},
		// commit message about moving secrets, no value
		func() Sample {
			t := fmt.Sprintf(`commit %s
Author: %s <%s@%s>
Date:   %s

    chore(%s): replace plain Secret with SealedSecret

    Sealed with the %s controller cert (kubeseal --fetch-cert).
    The previous password was rotated before this commit; see SEC-%d.`, hcpHex(40), hcpPerson(), hcpPerson(), hcpDomain(), hcpStamp(), hcpApp(), hcpCluster(), hcpN(100, 999))
			return hcpT("trap-commit-no-secret", "commit", t)
		},
		// AWS account ids and ARNs in chat
		func() Sample {
			acct := rnd(digits, 12)
			pt := hcpPT()
			t := hcpChatLine(hcpPerson(), hcpOr(pt, fmt.Sprintf("ECR is in account %s, the node role is arn:aws:iam::%s:role/%s-node and the repo URI is %s.dkr.ecr.sa-east-1.amazonaws.com/%s", acct, acct, hcpCluster(), acct, hcpApp()),
				fmt.Sprintf("o ECR fica na conta %s, a role dos nós é arn:aws:iam::%s:role/%s-node e o repo é %s.dkr.ecr.sa-east-1.amazonaws.com/%s", acct, acct, hcpCluster(), acct, hcpApp())))
			return hcpT("trap-aws-ids", "chat", t)
		},
		// kubectl auth whoami
		func() Sample {
			u := hcpPerson()
			t := fmt.Sprintf(`$ kubectl auth whoami
ATTRIBUTE                                           VALUE
Username                                            %s@%s
UID                                                 %s
Groups                                              [platform-admins system:authenticated]
Extra: authentication.kubernetes.io/credential-id   [JTI=%s]`, u, hcpDomain(), hcpUUID(), hcpUUID())
			return hcpT("trap-whoami", "kubectl-output", t)
		},
		// build ids and pipeline ids
		func() Sample {
			t := fmt.Sprintf(`Pipeline #%d passed for %s@%s
  build  %s  (%ds)
  push   %s/%s@%s
  deploy argocd sync %s → Synced, Healthy`, hcpN(100000, 999999), hcpApp(), hcpHex(8), rnd(lower+digits, 26), hcpN(40, 400), hcpRegistry(), hcpApp(), hcpDigest(), hcpApp())
			return hcpT("trap-build-ids", "log", t)
		},
		// argocd login via sso
		func() Sample {
			host := "argocd." + hcpDomain()
			t := fmt.Sprintf(`$ argocd login %s --sso --grpc-web
Opening browser for authentication
Performing authorization_code flow login: https://sso.%s/realms/platform/protocol/openid-connect/auth?client_id=argocd-cli&code_challenge=%s&code_challenge_method=S256&redirect_uri=http%%3A%%2F%%2Flocalhost%%3A8085%%2Fauth%%2Fcallback&response_type=code&scope=openid+profile+email+groups&state=%s
Authentication successful
'%s@%s' logged in successfully`, host, hcpDomain(), rnd(b64url, 43), rnd(alnum, 24), hcpPerson(), hcpDomain())
			return hcpT("trap-sso-login", "shell", t)
		},
		// PT meeting notes about secret management
		func() Sample {
			t := fmt.Sprintf(`Ata — guilda de plataforma, %s
- decidido: nada de Secret em texto puro no git; tudo via SealedSecrets ou ExternalSecrets
- %s vai escrever o runbook de rotação do regcred do Harbor
- senha de admin do Grafana: desativar login local, só SSO
- próxima reunião: revisar RBAC do ns %s`, hcpDate(), hcpPerson(), hcpNS())
			return hcpT("trap-meeting-no-secret", "notes", t)
		},
		// secret with empty values
		func() Sample {
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: %s-config
  namespace: %s
  annotations:
    avp.kubernetes.io/path: "kv/data/%s"
type: Opaque
stringData:
  DB_PASSWORD: <db_password>
  API_TOKEN: <api_token>
`, hcpApp(), hcpNS(), hcpApp())
			return hcpT("trap-avp-placeholder", "yaml", t)
		},
		// kubectl top nodes / version
		func() Sample {
			t := fmt.Sprintf(`$ kubectl version
Client Version: v1.%d.%d
Kustomize Version: v5.%d.%d
Server Version: v1.%d.%d-eks-%s
$ kubectl get nodes
NAME                                          STATUS   ROLES    AGE   VERSION
ip-10-0-%d-%d.sa-east-1.compute.internal     Ready    <none>   %dd   v1.%d.%d-eks-%s`, hcpN(28, 32), hcpN(0, 9), hcpN(4, 7), hcpN(0, 5), hcpN(28, 32), hcpN(0, 9), hcpHex(7), hcpN(0, 255), hcpN(1, 254), hcpN(1, 90), hcpN(28, 32), hcpN(0, 9), hcpHex(7))
			return hcpT("trap-versions", "kubectl-output", t)
		},
		// xxxx masked registry secret
		func() Sample {
			t := fmt.Sprintf(`{
  "auths": {
    "%s": {
      "username": "robot$ci-pull",
      "password": "xxxxxxxxxxxxxxxx",
      "email": "platform@%s"
    }
  }
}
(masked for the ticket — real one in the regcred secret)`, hcpRegistry(), hcpDomain())
			return hcpT("trap-masked-dockerconfig", "json", t)
		},
		// IBAN/phone in vendor mail of k8s consultancy
		func() Sample {
			t := fmt.Sprintf(`Bom dia,

segue a fatura da consultoria de Kubernetes (migração para o %s). Pagamento para o IBAN PT50 %s %s %s %s %s %s 0, referência %d.
Qualquer dúvida: +351 9%s.

Cumprimentos,
%s`, hcpCluster(), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), hcpN(100000, 999999), rnd(digits, 8), hcpPerson())
			return hcpT("trap-invoice-iban", "mail", t)
		},
	}
}
