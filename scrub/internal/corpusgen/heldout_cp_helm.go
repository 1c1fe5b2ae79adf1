package main

import (
	"fmt"
	"strings"
)

// Helm values, helm CLI, Argo CD and Flux configs that carry a credential.

func hcpHelmGens() []func() Sample {
	return []func() Sample{
		// bitnami postgresql values
		func() Sample {
			pw, rep := hcpPw(), hcpPw()
			db := hcpNS()
			repLine, secs := "", []string{pw}
			if hcpCoin() {
				repLine, secs = fmt.Sprintf("  replicationPassword: \"%s\"\n", rep), []string{pw, rep}
			}
			t := fmt.Sprintf(`# values-prod.yaml
global:
  storageClass: gp3
auth:
  username: %s_app
  database: %s
  postgresPassword: "%s"
  password: "%s"
%sprimary:
  resources:
    requests:
      cpu: 500m
      memory: 1Gi
`, db, db, pw, pw, repLine)
			return hcpS("helm-db-password", "yaml", t, secs, db+"_app")
		},
		// grafana admin in kube-prometheus-stack
		func() Sample {
			pw := hcpPw()
			host := "grafana." + hcpDomain()
			t := fmt.Sprintf(`grafana:
  enabled: true
  adminUser: admin
  adminPassword: %s
  ingress:
    enabled: true
    hosts:
      - %s
prometheus:
  prometheusSpec:
    retention: %dd
`, pw, host, hcpN(7, 30))
			return hcpS("grafana-admin-password", "yaml", t, []string{pw}, host)
		},
		// rabbitmq erlang cookie
		func() Sample {
			pw := hcpPw()
			ck := rnd(upper+digits, hcpN(20, 32))
			ckLine, secs := "existingErlangSecret: rabbitmq-erlang", []string{pw}
			if hcpCoin() {
				ckLine, secs = "erlangCookie: "+ck, []string{pw, ck}
			}
			t := fmt.Sprintf(`rabbitmq:
  auth:
    username: %s
    password: %s
    %s
  replicaCount: 3
  persistence:
    size: 20Gi`, hcpUser(), pw, ckLine)
			return hcpS("rabbitmq-password", "yaml", t, secs, "replicaCount: 3")
		},
		// oauth2-proxy
		func() Sample {
			cid := hcpUUID()
			cs := rnd(alnum+"~._-", 40)
			cookie := hcpCookieSecret()
			t := fmt.Sprintf(`oauth2-proxy:
  config:
    clientID: "%s"
    clientSecret: "%s"
    cookieSecret: "%s"
  extraArgs:
    provider: azure
    azure-tenant: %s
    email-domain: %s
`, cid, cs, cookie, hcpUUID(), hcpDomain())
			if hcpCoin() {
				return hcpS("oauth-client-secret", "yaml", t, []string{cs, cookie}, cid)
			}
			t = strings.Replace(t, cookie, "", 1)
			t = strings.Replace(t, "    cookieSecret: \"\"\n", "", 1)
			return hcpS("oauth-client-secret", "yaml", t, []string{cs}, cid)
		},
		// helm upgrade --set password
		func() Sample {
			pw := hcpPw()
			rel := pick([]string{"redis", "mongodb", "mariadb", "keycloak", "harbor"})
			ns := hcpNS()
			param := map[string]string{"redis": "auth.password", "mongodb": "auth.rootPassword", "mariadb": "auth.rootPassword", "keycloak": "auth.adminPassword", "harbor": "harborAdminPassword"}[rel]
			t := fmt.Sprintf(`helm upgrade --install %s bitnami/%s \
  --namespace %s --version %d.%d.%d \
  --set %s='%s' \
  --wait --timeout 10m`, rel, rel, ns, hcpN(10, 20), hcpN(0, 9), hcpN(0, 9), param, pw)
			return hcpS("helm-set-password", "shell", t, []string{pw}, param)
		},
		// helm repo add with credentials
		func() Sample {
			u, pw := hcpUser(), hcpPw()
			host := "charts." + hcpDomain()
			t := fmt.Sprintf(`helm repo add internal https://%s/chartrepo/platform --username %s --password '%s'
"internal" has been added to your repositories
helm search repo internal/ | head`, host, u, pw)
			return hcpS("helm-repo-password", "shell", t, []string{pw}, host)
		},
		// external-dns values with AWS keys
		func() Sample {
			ak, sk := hcpAKIA(), hcpAWSSecret()
			zone := hcpDomain()
			t := fmt.Sprintf(`external-dns:
  provider: aws
  domainFilters:
    - %s
  aws:
    region: sa-east-1
    credentials:
      accessKey: %s
      secretKey: %s
  txtOwnerId: %s`, zone, ak, sk, hcpCluster())
			return hcpS("aws-access-key", "yaml", t, []string{ak, sk}, zone)
		},
		// datadog / new relic
		func() Sample {
			dd := hcpHex(32)
			nr := hcpNewRelic()
			t := fmt.Sprintf(`datadog:
  site: datadoghq.eu
  apiKey: %s
  clusterName: %s
newrelic-infrastructure:
  licenseKey: %s
  cluster: %s
`, dd, hcpCluster(), nr, hcpCluster())
			if hcpCoin() {
				t = t[:strings.Index(t, "newrelic-infrastructure:")]
				return hcpS("datadog-api-key", "yaml", t, []string{dd}, "datadoghq.eu")
			}
			return hcpS("datadog-api-key", "yaml", t, []string{dd, nr}, "datadoghq.eu")
		},
		// alertmanager config
		func() Sample {
			hook := hcpSlackHook()
			smtp := hcpPw()
			from := "alertas@" + hcpDomain()
			t := fmt.Sprintf(`alertmanager:
  config:
    global:
      smtp_smarthost: smtp.%s:587
      smtp_from: %s
      smtp_auth_username: %s
      smtp_auth_password: '%s'
      slack_api_url: '%s'
    route:
      receiver: platform-oncall
      group_by: [alertname, namespace]
`, hcpDomain(), from, from, smtp, hook)
			if hcpCoin() {
				t = strings.Replace(t, "slack_api_url: '"+hook+"'", "slack_api_url_file: /etc/alertmanager/secrets/slack/url", 1)
				return hcpS("smtp-password", "yaml", t, []string{smtp}, from)
			}
			return hcpS("smtp-password", "yaml", t, []string{smtp, hook}, from)
		},
		// argocd repo credentials with ssh key
		func() Sample {
			block, body := hcpPEM()
			repo := fmt.Sprintf("git@gitlab.%s:platform/%s-gitops.git", hcpDomain(), hcpCluster())
			ind := "    " + hcpIndent(block, "    ")
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: repo-%s
  namespace: argocd
  labels:
    argocd.argoproj.io/secret-type: repository
stringData:
  type: git
  url: %s
  sshPrivateKey: |
%s
`, rnd(lower+digits, 8), repo, ind)
			_ = body
			return hcpS("git-ssh-private-key", "yaml", t, hcpLinesOf(hcpIndent(body, "    ")), repo)
		},
		// argocd repo https token
		func() Sample {
			tok := hcpGLPAT()
			if rng.IntN(2) == 0 {
				tok = hcpGHP()
			}
			u := pick([]string{"argocd", "git", "oauth2", "x-access-token"})
			t := fmt.Sprintf(`argocd repo add https://git.%s/platform/charts.git \
  --username %s --password %s --project %s`, hcpDomain(), u, tok, pick([]string{"default", "platform", "payments"}))
			return hcpS("git-token", "shell", t, []string{tok}, "--project")
		},
		// argocd-secret server.secretkey and webhook secret
		func() Sample {
			sk := hcpB64Rand(32)
			wh := rnd(alnum, hcpN(20, 40))
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: argocd-secret
  namespace: argocd
type: Opaque
stringData:
  server.secretkey: %s
  webhook.github.secret: %s
`, sk, wh)
			if hcpCoin() {
				t = strings.Replace(t, "  webhook.github.secret: "+wh+"\n", "", 1)
				return hcpS("argocd-server-secretkey", "yaml", t, []string{sk}, "argocd-secret")
			}
			return hcpS("argocd-server-secretkey", "yaml", t, []string{sk, wh}, "argocd-secret")
		},
		// argocd API token for CI
		func() Sample {
			tok := hcpArgoToken("proj:" + pick([]string{"payments", "platform", "default"}) + ":ci")
			host := "argocd." + hcpDomain()
			t := fmt.Sprintf(`env:
  ARGOCD_SERVER: %s
  ARGOCD_AUTH_TOKEN: %s
steps:
  - run: argocd app sync %s --grpc-web --prune
  - run: argocd app wait %s --health --timeout 600`, host, tok, hcpApp(), hcpApp())
			return hcpS("argocd-token", "yaml", t, []string{tok}, host)
		},
		// argocd notifications slack token
		func() Sample {
			tok := hcpXoxb()
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: argocd-notifications-secret
  namespace: argocd
stringData:
  slack-token: %s
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: argocd-notifications-cm
data:
  service.slack: |
    token: $slack-token
`, tok)
			return hcpS("slack-bot-token", "yaml", t, []string{tok}, "$slack-token")
		},
		// flux bootstrap with token exported
		func() Sample {
			tok := hcpGHP()
			owner := pick([]string{"acme-pay", "lojinha-br", "fintrack-pt"})
			t := fmt.Sprintf(`export GITHUB_TOKEN=%s
export GITHUB_USER=%s
flux bootstrap github \
  --owner=%s \
  --repository=fleet-infra \
  --branch=main \
  --path=./clusters/%s \
  --personal=false`, tok, hcpPerson(), owner, hcpCluster())
			return hcpS("github-token", "shell", t, []string{tok}, owner)
		},
		// flux notification provider with webhook URL
		func() Sample {
			hook := hcpTeamsHook()
			if rng.IntN(2) == 0 {
				hook = hcpDiscordHook()
			}
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: webhook-url
  namespace: flux-system
stringData:
  address: %s
---
apiVersion: notification.toolkit.fluxcd.io/v1beta3
kind: Provider
metadata:
  name: chat
  namespace: flux-system
spec:
  type: %s
  secretRef:
    name: webhook-url
`, hook, pick([]string{"msteams", "discord"}))
			return hcpS("webhook-url", "yaml", t, []string{hook}, "webhook-url")
		},
		// flux receiver token
		func() Sample {
			tok := hcpHex(hcpN(32, 40))
			t := fmt.Sprintf(`$ kubectl -n flux-system create secret generic receiver-token --from-literal=token=%s
secret/receiver-token created
$ kubectl -n flux-system get receiver github-receiver
NAME              AGE   READY   STATUS
github-receiver   %dm   True    Receiver initialized for path: /hook/%s`, tok, hcpN(1, 50), hcpHex(64))
			return hcpS("webhook-secret", "shell", t, []string{tok}, "github-receiver")
		},
		// flux HelmRepository basic auth secret
		func() Sample {
			u, pw := hcpUser(), hcpPw()
			t := fmt.Sprintf(`apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata:
  name: private-charts
  namespace: flux-system
spec:
  interval: 10m
  url: https://charts.%s
  secretRef:
    name: charts-auth
---
apiVersion: v1
kind: Secret
metadata:
  name: charts-auth
  namespace: flux-system
stringData:
  username: %s
  password: %s
`, hcpDomain(), u, pw)
			return hcpS("helm-repo-password", "yaml", t, []string{pw}, "private-charts")
		},
		// sops age private key
		func() Sample {
			key := "AGE-SECRET-KEY-1" + rnd("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)
			pub := hcpAgePub()
			t := fmt.Sprintf(`# created: %s
# public key: %s
%s
$ cat age.agekey | kubectl create secret generic sops-age -n flux-system --from-file=age.agekey=/dev/stdin`, hcpStamp(), pub, key)
			return hcpS("age-private-key", "shell", t, []string{key}, pub)
		},
		// values with stripe + sentry ... plus mongodb URI
		func() Sample {
			pw := hcpPwURL()
			sk := hcpStripeSK()
			host := fmt.Sprintf("cluster0.%s.mongodb.net", rnd(lower+digits, 5))
			t := fmt.Sprintf(`env:
  NODE_ENV: production
  MONGO_URI: mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority
  STRIPE_SECRET_KEY: %s
  STRIPE_PUBLISHABLE_KEY: pk_live_%s
`, hcpUser(), pw, host, hcpNS(), sk, rnd(alnum, 24))
			if hcpCoin() {
				t = strings.Replace(t, "  STRIPE_SECRET_KEY: "+sk+"\n", "", 1)
				return hcpS("mongodb-password", "yaml", t, []string{pw}, host)
			}
			return hcpS("mongodb-password", "yaml", t, []string{pw, sk}, host)
		},
	}
}

func hcpIndent(s, prefix string) string {
	out := ""
	for i, l := range hcpSplitLines(s) {
		if i > 0 {
			out += "\n" + prefix
		}
		out += l
	}
	return out
}

func hcpSplitLines(s string) []string {
	var lines []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			lines = append(lines, s[start:i])
			start = i + 1
		}
	}
	return append(lines, s[start:])
}

// hcpLinesOf returns the body lines as one secret (the whole indented body).
func hcpLinesOf(s string) []string { return []string{s} }
