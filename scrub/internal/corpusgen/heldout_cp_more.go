package main

import "fmt"

// More single-credential texts (patches, Terraform, Kustomize, CLI logins) and their traps.

func hcpMoreGens() []func() Sample {
	return []func() Sample{
		// kubectl patch secret with stringData
		func() Sample {
			pw := hcpPw()
			app, ns := hcpApp(), hcpNS()
			t := fmt.Sprintf(`kubectl -n %s patch secret %s-db --type merge -p '{"stringData":{"password":"%s"}}'
kubectl -n %s rollout restart deploy/%s`, ns, app, pw, ns, app)
			return hcpS("db-password", "shell", t, []string{pw}, app+"-db")
		},
		// terraform helm_release set_sensitive with a literal
		func() Sample {
			pw := hcpPw()
			rel := pick([]string{"keycloak", "sonarqube", "harbor", "airflow"})
			t := fmt.Sprintf(`resource "helm_release" "%s" {
  name       = "%s"
  repository = "https://charts.bitnami.com/bitnami"
  chart      = "%s"
  namespace  = "%s"
  version    = "%d.%d.%d"

  set_sensitive {
    name  = "auth.adminPassword"
    value = "%s" # TODO move to var + tfvars
  }
}`, rel, rel, rel, hcpNS(), hcpN(10, 25), hcpN(0, 9), hcpN(0, 9), pw)
			return hcpS("helm-admin-password", "hcl", t, []string{pw}, "auth.adminPassword")
		},
		// kustomize secretGenerator
		func() Sample {
			pw := hcpPwURL()
			app := hcpApp()
			t := fmt.Sprintf(`# overlays/%s/kustomization.yaml
resources:
  - ../../base
secretGenerator:
  - name: %s-credentials
    literals:
      - DB_USER=%s
      - DB_PASSWORD=%s
generatorOptions:
  disableNameSuffixHash: true
`, pick([]string{"prod", "hml", "staging"}), app, hcpUser(), pw)
			return hcpS("db-password", "yaml", t, []string{pw}, app+"-credentials")
		},
		// argocd token shared in PT chat
		func() Sample {
			proj := pick([]string{"payments", "platform", "pagamentos", "default"})
			tok := hcpArgoToken("proj:" + proj + ":ci")
			t := hcpChatLine(hcpPerson(), fmt.Sprintf("gerei o token da role ci do projeto %s no Argo, cola no secret do pipeline: %s", proj, tok)) + "\n" +
				hcpChatLine(hcpPerson(), "show, colei. expira quando?") + "\n" +
				hcpChatLine(hcpPerson(), "não expira, por isso não deixa isso em lugar nenhum além do cofre")
			return hcpS("argocd-token", "chat", t, []string{tok}, "projeto "+proj)
		},
		// docker login -p with warning
		func() Sample {
			reg := hcpRegistry()
			pw := hcpRegPw(reg)
			u := pick([]string{"robot$ci-push", "svc-ci", "platform-bot"})
			t := fmt.Sprintf(`$ docker login %s -u '%s' -p %s
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ docker push %s/%s:%d.%d.%d`, reg, u, pw, reg, hcpApp(), hcpN(1, 5), hcpN(0, 40), hcpN(0, 9))
			return hcpS("registry-password", "shell", t, []string{pw}, reg)
		},
		// github actions env with literal
		func() Sample {
			pw := hcpHarborRobot()
			host := "harbor." + hcpDomain()
			t := fmt.Sprintf(`jobs:
  build:
    runs-on: ubuntu-latest
    env:
      HARBOR_URL: %s
      HARBOR_USER: robot$gha-push
      HARBOR_PASSWORD: %s
    steps:
      - uses: actions/checkout@v4
      - run: echo "$HARBOR_PASSWORD" | docker login "$HARBOR_URL" -u "$HARBOR_USER" --password-stdin
`, host, pw)
			return hcpS("registry-robot-secret", "yaml", t, []string{pw}, host)
		},
		// loki objstore with minio secret key
		func() Sample {
			sk := rnd(alnum, hcpN(32, 40))
			t := fmt.Sprintf(`loki:
  storage:
    type: s3
    bucketNames:
      chunks: loki-chunks
      ruler: loki-ruler
    s3:
      endpoint: minio.%s.svc:9000
      accessKeyId: loki
      secretAccessKey: %s
      s3ForcePathStyle: true
      insecure: true
`, pick([]string{"storage", "minio", "observability"}), sk)
			return hcpS("minio-secret-key", "yaml", t, []string{sk}, "loki-chunks")
		},
		// keycloak client secret in realm export
		func() Sample {
			cs := rnd(alnum, 32)
			t := fmt.Sprintf(`{
  "clientId": "%s",
  "enabled": true,
  "clientAuthenticatorType": "client-secret",
  "secret": "%s",
  "redirectUris": ["https://%s.%s/oauth2/callback"],
  "standardFlowEnabled": true
}`, pick([]string{"argocd", "grafana", "kubernetes", "oauth2-proxy"}), cs, pick([]string{"argocd", "grafana", "painel"}), hcpDomain())
			return hcpS("oauth-client-secret", "json", t, []string{cs}, "client-secret")
		},
		// teams webhook in PT chat
		func() Sample {
			hook := hcpTeamsHook()
			t := hcpChatLine(hcpPerson(), "criei o conector no canal Plataforma-Alertas, URL do webhook pro alertmanager:\n"+hook+"\nquem tiver essa URL consegue postar no canal, então vai direto pro secret")
			return hcpS("webhook-url", "chat", t, []string{hook}, "Plataforma-Alertas")
		},
		// gitlab agent token in secret yaml
		func() Sample {
			tok := "glagent-" + rnd(alnum+"-_", 50)
			enc := hcpB64(tok)
			cl := hcpCluster()
			t := fmt.Sprintf(`$ kubectl get secret gitlab-agent-token -n gitlab-agent-%s -o yaml
apiVersion: v1
data:
  token: %s
kind: Secret
metadata:
  name: gitlab-agent-token
  namespace: gitlab-agent-%s
type: Opaque`, cl, enc, cl)
			return hcpS("gitlab-agent-token", "kubectl-output", t, []string{enc}, "gitlab-agent-token")
		},
		// vault login output
		func() Sample {
			vt := hcpVault()
			t := fmt.Sprintf(`$ vault login -method=kubernetes role=%s
Success! You are now authenticated. The token information displayed below
is already stored in the token helper.

Key                                       Value
---                                       -----
token                                     %s
token_accessor                            %s
token_duration                            %dh
token_renewable                           true
token_policies                            ["default" "%s-read"]`, hcpSA(), vt, rnd(alnum, 24), hcpN(1, 24), hcpApp())
			return hcpS("vault-token", "shell", t, []string{vt}, "token_accessor")
		},
		// redis-cli -a
		func() Sample {
			pw := hcpPw()
			ns := hcpNS()
			t := fmt.Sprintf(`$ kubectl -n %s exec -it redis-master-0 -- redis-cli -a '%s' info replication
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
# Replication
role:master
connected_slaves:%d`, ns, pw, hcpN(1, 3))
			return hcpS("redis-password", "shell", t, []string{pw}, "redis-master-0")
		},
	}
}

func hcpMoreTrapGens() []func() Sample {
	return []func() Sample{
		// docker login with stdin from env
		func() Sample {
			reg, app := hcpRegistry(), hcpApp()
			v := fmt.Sprintf("%d.%d.%d", hcpN(1, 5), hcpN(0, 40), hcpN(0, 9))
			t := fmt.Sprintf(`$ echo "$REGISTRY_TOKEN" | docker login %s -u %s --password-stdin
Login Succeeded
$ docker push %s/%s:%s
The push refers to repository [%s/%s]
%s: Pushed
%s: digest: %s size: %d`, reg, pick([]string{"robot$ci-push", "svc-ci", "platform-bot"}), reg, app, v,
				reg, app, hcpHex(12), v, hcpDigest(), hcpN(1000, 4000))
			return hcpT("trap-docker-login-stdin", "shell", t)
		},
		// redis-cli with env var
		func() Sample {
			t := fmt.Sprintf(`$ kubectl -n %s exec -it redis-master-0 -- sh -c 'redis-cli -a "$REDIS_PASSWORD" --no-auth-warning dbsize'
(integer) %d`, hcpNS(), hcpN(100, 9999999))
			return hcpT("trap-redis-env-ref", "shell", t)
		},
		// vault kv metadata, no values
		func() Sample {
			app := hcpApp()
			t := fmt.Sprintf(`$ vault kv metadata get kv/prod/%s/db
======== Metadata Path ========
kv/metadata/prod/%s/db

========== Metadata ==========
Key                     Value
---                     -----
created_time            %s
current_version         %d
max_versions            10
updated_time            %s`, app, app, hcpStamp(), hcpN(2, 30), hcpStamp())
			return hcpT("trap-vault-metadata", "shell", t)
		},
	}
}
