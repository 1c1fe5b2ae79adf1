package main

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Secret manifests: base64 data, stringData, registry pull secrets, TLS and diffs.

func hcpDockerCfg(reg, user, pw string) (raw, auth string) {
	auth = hcpB64(user + ":" + pw)
	m := map[string]any{"auths": map[string]any{reg: map[string]string{"username": user, "password": pw, "auth": auth}}}
	b, _ := json.Marshal(m)
	return string(b), auth
}

func hcpRegPw(reg string) string {
	switch {
	case reg == "ghcr.io":
		return hcpGHP()
	case reg == "registry.gitlab.com":
		return hcpGLPAT()
	case reg == "docker.io":
		return hcpDckr()
	case reg == "quay.io":
		return hcpQuayRobot()
	case len(reg) > 10 && reg[len(reg)-10:] == "azurecr.io":
		return hcpACRPassword()
	default:
		return hcpHarborRobot()
	}
}

func hcpManifestGens() []func() Sample {
	return []func() Sample{
		// Opaque secret with base64 data
		func() Sample {
			app, ns := hcpApp(), hcpNS()
			pw := hcpPw()
			enc := hcpB64(pw)
			user := hcpUser()
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: %s-db-credentials
  namespace: %s
  labels:
    app.kubernetes.io/name: %s
type: Opaque
data:
  DB_USER: %s
  DB_PASSWORD: %s
`, app, ns, app, hcpB64(user), enc)
			return hcpS("secret-data-b64", "yaml", t, []string{enc}, app+"-db-credentials")
		},
		// stringData plain
		func() Sample {
			app, ns := hcpApp(), hcpNS()
			pw := hcpPwURL()
			u := hcpUser()
			host := app + "-pg." + ns + ".svc"
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: %s-env
  namespace: %s
stringData:
  DATABASE_URL: postgres://%s:%s@%s:5432/%s?sslmode=require
  REDIS_URL: redis://%s-redis.%s.svc:6379/0
`, app, ns, u, pw, host, ns, app, ns)
			return hcpS("db-password", "yaml", t, []string{pw}, host)
		},
		// dockerconfigjson base64 blob
		func() Sample {
			reg, u := hcpRegistry(), pick([]string{"robot$ci-pull", "deploy-token-" + rnd(digits, 5), "svc-pull", "k8s_pull"})
			raw, _ := hcpDockerCfg(reg, u, hcpRegPw(reg))
			blob := hcpB64(raw)
			ns := hcpNS()
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: regcred
  namespace: %s
type: kubernetes.io/dockerconfigjson
data:
  .dockerconfigjson: %s
`, ns, blob)
			return hcpS("dockerconfigjson", "yaml", t, []string{blob}, "regcred")
		},
		// decoded dockerconfigjson
		func() Sample {
			reg := hcpRegistry()
			u := pick([]string{"gitlab+deploy-token-" + rnd(digits, 6), "ci-puller", "platform-bot"})
			pw := hcpRegPw(reg)
			raw, auth := hcpDockerCfg(reg, u, pw)
			t := fmt.Sprintf(`$ kubectl get secret regcred -n %s -o jsonpath='{.data.\.dockerconfigjson}' | base64 -d | jq .
%s`, hcpNS(), hcpIndentJSON(raw))
			return hcpS("registry-password", "shell", t, []string{pw, auth}, reg)
		},
		// kubectl create secret docker-registry
		func() Sample {
			reg := hcpRegistry()
			pw := hcpRegPw(reg)
			u := hcpPerson()
			ns := hcpNS()
			t := fmt.Sprintf(`kubectl create secret docker-registry %s-pull \
  --docker-server=%s \
  --docker-username=%s \
  --docker-password='%s' \
  --docker-email=%s@%s \
  -n %s`, pick([]string{"harbor", "gitlab", "ghcr", "quay", "ecr"}), reg, u, pw, u, hcpDomain(), ns)
			return hcpS("registry-password", "shell", t, []string{pw}, reg)
		},
		// create secret generic from literal
		func() Sample {
			ns, app := hcpNS(), hcpApp()
			pw, key := hcpPw(), hcpSendgrid()
			t := fmt.Sprintf(`kubectl -n %s create secret generic %s-secrets \
  --from-literal=SMTP_USER=apikey \
  --from-literal=SMTP_PASSWORD=%s \
  --from-literal=ADMIN_PASSWORD='%s' \
  --dry-run=client -o yaml | kubectl apply -f -`, ns, app, key, pw)
			if hcpCoin() {
				t = strings.Replace(t, "  --from-literal=ADMIN_PASSWORD='"+pw+"' \\\n", "", 1)
				return hcpS("sendgrid-key", "shell", t, []string{key}, app+"-secrets")
			}
			return hcpS("sendgrid-key", "shell", t, []string{key, pw}, app+"-secrets")
		},
		// TLS secret with key
		func() Sample {
			host := pick([]string{"api", "app", "painel", "checkout", "grafana"}) + "." + hcpDomain()
			keyB64 := hcpB64(hcpPEMTLS() + "\n")
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
type: kubernetes.io/tls
metadata:
  name: %s-tls
  namespace: ingress-nginx
data:
  tls.crt: %s
  tls.key: %s
`, host, hcpCertData(), keyB64)
			return hcpS("tls-private-key", "yaml", t, []string{keyB64}, host+"-tls")
		},
		// diff: plain secret replaced by sealed secret
		func() Sample {
			pw := hcpPw()
			enc := hcpB64(pw)
			app := hcpApp()
			t := fmt.Sprintf(`diff --git a/apps/%s/secret.yaml b/apps/%s/sealedsecret.yaml
--- a/apps/%s/secret.yaml
+++ b/apps/%s/sealedsecret.yaml
@@ -1,8 +1,10 @@
-apiVersion: v1
-kind: Secret
+apiVersion: bitnami.com/v1alpha1
+kind: SealedSecret
 metadata:
   name: %s-db
   namespace: %s
-data:
-  password: %s
+spec:
+  encryptedData:
+    password: %s`, app, app, app, app, app, hcpNS(), enc, hcpSealed())
			return hcpS("secret-data-b64", "diff", t, []string{enc}, app+"-db")
		},
		// commit message admitting a leak
		func() Sample {
			pw := hcpPw()
			pt := hcpPT()
			app := hcpApp()
			t := hcpOr(pt, fmt.Sprintf(`commit %s
Author: %s <%s@%s>

    fix(%s): move redis password out of values.yaml

    The old password (%s) was committed in plain text in 4f2e1c0;
    it has been rotated in prod. New one lives in the SealedSecret.`, hcpHex(40), hcpPerson(), hcpPerson(), hcpDomain(), app, pw),
				fmt.Sprintf(`commit %s
Author: %s <%s@%s>

    fix(%s): tira senha do redis do values.yaml

    A senha antiga (%s) foi commitada em texto puro no 4f2e1c0;
    já foi rotacionada em prod. A nova está no SealedSecret.`, hcpHex(40), hcpPerson(), hcpPerson(), hcpDomain(), app, pw))
			return hcpS("redis-password", "commit", t, []string{pw}, app)
		},
		// secret with webhook and API token
		func() Sample {
			hook := hcpSlackHook()
			cf := hcpCloudflare()
			t := fmt.Sprintf(`---
apiVersion: v1
kind: Secret
metadata:
  name: cloudflare-api-token
  namespace: cert-manager
type: Opaque
stringData:
  api-token: %s
---
apiVersion: v1
kind: Secret
metadata:
  name: alertmanager-slack
  namespace: monitoring
stringData:
  url: %s
`, cf, hook)
			if hcpCoin() {
				t = t[:strings.Index(t, "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: alertmanager-slack")]
				return hcpS("cloudflare-api-token", "yaml", t, []string{cf}, "cert-manager")
			}
			return hcpS("cloudflare-api-token", "yaml", t, []string{cf, hook}, "cert-manager")
		},
		// secret JSON output
		func() Sample {
			ns := hcpNS()
			enc, appEnc := hcpB64(hcpHex(32)), hcpB64(hcpHex(40))
			t := fmt.Sprintf(`$ kubectl get secret datadog-secret -n %s -o json | jq '{name: .metadata.name, data}'
{
  "name": "datadog-secret",
  "data": {
    "api-key": "%s",
    "app-key": "%s"
  }
}`, ns, enc, appEnc)
			if hcpCoin() {
				t = strings.Replace(t, ",\n    \"app-key\": \""+appEnc+"\"", "", 1)
				return hcpS("datadog-api-key", "kubectl-output", t, []string{enc}, "datadog-secret")
			}
			return hcpS("datadog-api-key", "kubectl-output", t, []string{enc, appEnc}, "datadog-secret")
		},
		// GitHub app / ghcr token for flux image automation
		func() Sample {
			tok := hcpGHP()
			u := hcpPerson()
			t := fmt.Sprintf(`flux create secret git %s-auth \
  --url=https://github.com/%s/%s-gitops \
  --username=%s \
  --password=%s \
  --namespace=flux-system`, pick([]string{"repo", "fleet", "infra"}), pick([]string{"acme-pay", "lojinha", "fintrack"}), hcpCluster(), u, tok)
			return hcpS("github-token", "shell", t, []string{tok}, "flux-system")
		},
		// docker config.json on a build node
		func() Sample {
			reg := hcpRegistry()
			u := hcpUser()
			pw := hcpRegPw(reg)
			auth := hcpB64(u + ":" + pw)
			t := fmt.Sprintf(`ubuntu@runner-%s:~$ cat ~/.docker/config.json
{
	"auths": {
		"%s": {
			"auth": "%s"
		}
	}
}`, rnd(lower+digits, 6), reg, auth)
			return hcpS("registry-auth", "shell", t, []string{auth}, reg)
		},
		// secret with keycloak + minio credentials, stringData multiline env file
		func() Sample {
			kc, mi := hcpPw(), rnd(alnum, hcpN(20, 40))
			mu := pick([]string{"minioadmin", "root", "minio-admin"})
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: platform-bootstrap
  namespace: %s
stringData:
  bootstrap.env: |
    KEYCLOAK_ADMIN=admin
    KEYCLOAK_ADMIN_PASSWORD=%s
    MINIO_ROOT_USER=%s
    MINIO_ROOT_PASSWORD=%s
`, pick([]string{"identity", "platform", "storage"}), kc, mu, mi)
			if hcpCoin() {
				t = strings.Replace(t, "    MINIO_ROOT_USER="+mu+"\n    MINIO_ROOT_PASSWORD="+mi+"\n", "", 1)
				return hcpS("admin-password", "yaml", t, []string{kc}, "KEYCLOAK_ADMIN=admin")
			}
			return hcpS("admin-password", "yaml", t, []string{kc, mi}, "KEYCLOAK_ADMIN=admin")
		},
		// gitlab runner registration
		func() Sample {
			tok := hcpGLRT()
			t := fmt.Sprintf(`helm upgrade --install gitlab-runner gitlab/gitlab-runner \
  -n gitlab-runner --create-namespace \
  --set gitlabUrl=https://gitlab.%s/ \
  --set runnerToken=%s \
  --set rbac.create=true \
  --set concurrent=%d`, hcpDomain(), tok, hcpN(4, 20))
			return hcpS("gitlab-runner-token", "shell", t, []string{tok}, "gitlab-runner")
		},
	}
}

func hcpIndentJSON(raw string) string {
	var v any
	_ = json.Unmarshal([]byte(raw), &v)
	b, _ := json.MarshalIndent(v, "", "  ")
	return string(b)
}
