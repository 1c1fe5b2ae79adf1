package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Kubernetes manifests, Helm values, kubectl sessions and ArgoCD with secrets.

func hbuK8sGens() []hbuGen {
	return []hbuGen{
		{hbuK8sStringData, 7},
		{hbuK8sDataB64, 6},
		{hbuK8sHelmValues, 5},
		{hbuK8sHelmSet, 6},
		{hbuK8sKubeconfig, 6},
		{hbuK8sJsonpathDecode, 6},
		{hbuK8sDockerRegistry, 5},
		{hbuK8sDockerConfigJSON, 4},
		{hbuK8sArgoInitial, 5},
		{hbuK8sArgoRepoAdd, 5},
		{hbuK8sEncryptionConfig, 4},
		{hbuK8sExternalDNS, 4},
		{hbuK8sDescribeEnv, 5},
		{hbuK8sDeployEnv, 6},
		{hbuK8sAlertmanager, 5},
	}
}

func hbuK8sStringData() Sample {
	pw, user := hbuPw(), hbuUser()
	ns := hbuNS()
	text := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\n  namespace: %s\ntype: Opaque\nstringData:\n  DB_HOST: %s\n  DB_USER: %s\n  DB_PASSWORD: \"%s\"",
		pick(hbuSvcs), ns, hbuHost(), user, pw)
	return hbuS("db-password", "yaml", text, []string{pw}, user, ns)
}

func hbuK8sDataB64() Sample {
	pw := hbuPw()
	enc := base64.StdEncoding.EncodeToString([]byte(pw))
	user := hbuUser()
	encU := base64.StdEncoding.EncodeToString([]byte(user))
	text := fmt.Sprintf("$ kubectl get secret %s-credentials -n %s -o yaml\napiVersion: v1\ndata:\n  password: %s\n  username: %s\nkind: Secret\nmetadata:\n  creationTimestamp: \"%s\"\n  name: %s-credentials\n  namespace: %s\n  resourceVersion: \"%d\"\n  uid: %s\ntype: Opaque",
		pick(hbuSvcs), hbuNS(), enc, encU, hbuTS()[:19]+"Z", pick(hbuSvcs), hbuNS(), hbuN(100000, 9999999), hbuUUID())
	return hbuS("k8s-secret-base64", "shell", text, []string{enc})
}

func hbuK8sHelmValues() Sample {
	pgpw, rpw := hbuPw(), hbuPwURL()
	text := fmt.Sprintf("# values-%s.yaml for %s\nreplicaCount: %d\nimage:\n  repository: registry.acme.io/%s\n  tag: \"%d.%d.%d\"\n\npostgresql:\n  enabled: true\n  auth:\n    username: %s\n    password: \"%s\"\n    database: %s\n\nredis:\n  architecture: replication\n  auth:\n    enabled: true\n    password: %s\n",
		pick(hbuEnvs), pick(hbuSvcs), hbuN(2, 6), pick(hbuSvcs), hbuN(1, 4), hbuN(0, 30), hbuN(0, 9), hbuUser(), pgpw, pick(hbuSvcs), rpw)
	if hbuCoin() {
		text = text[:strings.Index(text, "\nredis:")] + "\nredis:\n  enabled: false\n"
		return hbuS("helm-values-password", "yaml", text, []string{pgpw})
	}
	return hbuS("helm-values-password", "yaml", text, []string{pgpw, rpw})
}

func hbuK8sHelmSet() Sample {
	pw := hbuPwURL()
	rel := pick([]string{"kafka", "mongodb", "mariadb", "keycloak", "rabbitmq"})
	flag := map[string]string{"kafka": "sasl.client.passwords", "mongodb": "auth.rootPassword", "mariadb": "auth.rootPassword", "keycloak": "auth.adminPassword", "rabbitmq": "auth.password"}[rel]
	ns := hbuNS()
	text := fmt.Sprintf("$ helm upgrade --install %s bitnami/%s -n %s \\\n    -f values-%s.yaml \\\n    --set %s=%s \\\n    --version %d.%d.%d\nRelease \"%s\" has been upgraded. Happy Helming!\nNAME: %s\nNAMESPACE: %s\nSTATUS: deployed\nREVISION: %d",
		rel, rel, ns, pick(hbuEnvs), flag, pw, hbuN(10, 30), hbuN(0, 12), hbuN(0, 9), rel, rel, ns, hbuN(2, 40))
	return hbuS("helm-set-password", "shell", text, []string{pw}, ns)
}

func hbuK8sKubeconfig() Sample {
	cluster := pick(hbuEnvs) + "-" + pick([]string{"eks", "gke", "aks", "k3s"}) + fmt.Sprint(hbuN(1, 9))
	server := fmt.Sprintf("https://%s.%s.k8s.acme.io:6443", cluster, pick(hbuRegions))
	if hbuCoin() {
		tok := hbuJWT()
		text := fmt.Sprintf("apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: %s\n  name: %s\ncontexts:\n- context:\n    cluster: %s\n    user: ci-deployer\n  name: %s\ncurrent-context: %s\nusers:\n- name: ci-deployer\n  user:\n    token: %s",
			server, cluster, cluster, cluster, cluster, tok)
		return hbuS("k8s-sa-token", "yaml", text, []string{tok}, server)
	}
	key := "LS0tLS1CRUdJTiBFQyBQUklWQVRFIEtFWS0tLS0t" + hbuB64(hbuN(180, 260)) + "="
	text := fmt.Sprintf("users:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t%s\n    client-key-data: %s\n# ^ copied from /etc/kubernetes/admin.conf on %s, cluster %s",
		hbuB64(120), key, hbuHost(), cluster)
	return hbuS("k8s-client-key", "yaml", text, []string{key}, cluster)
}

func hbuK8sJsonpathDecode() Sample {
	pw := hbuPw()
	var text string
	sec := pick([]string{"grafana", "keycloak-admin", "harbor-core", "minio-root", "sonarqube-admin"})
	text = fmt.Sprintf("$ kubectl -n %s get secret %s -o jsonpath='{.data.%s}' | base64 -d; echo\n%s\n$ # ok that's the one, logging in now", hbuNS(), sec, pick([]string{"admin-password", "password", "rootPassword"}), pw)
	return hbuS("k8s-secret-decoded", "shell", text, []string{pw}, sec)
}

func hbuK8sDockerRegistry() Sample {
	user := pick([]string{"robot$ci", "ci-puller", "deploy-bot", "acme+k8s_pull"})
	pw := pick([]string{hbuDockerPat(), rnd(alnum, 32), hbuPwURL()})
	text := fmt.Sprintf("kubectl create secret docker-registry regcred \\\n  --docker-server=%s \\\n  --docker-username='%s' \\\n  --docker-password='%s' \\\n  --docker-email=ops@acme.io -n %s",
		pick([]string{"harbor.acme.io", "registry.gitlab.com", "quay.io", "docker.io"}), user, pw, hbuNS())
	return hbuS("registry-password", "shell", text, []string{pw}, user)
}

func hbuK8sDockerConfigJSON() Sample {
	user, pw := pick([]string{"ci-bot", "puller", "svc-registry"}), hbuPwURL()
	auth := base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
	reg := pick([]string{"harbor.acme.io", "ghcr.io", "europe-docker.pkg.dev", "registry.corp.lan:5000"})
	text := fmt.Sprintf("cat ~/.docker/config.json on the runner:\n{\n  \"auths\": {\n    \"%s\": {\n      \"auth\": \"%s\"\n    }\n  },\n  \"credsStore\": \"\"\n}", reg, auth)
	return hbuS("docker-auth", "json", text, []string{auth}, reg)
}

func hbuK8sArgoInitial() Sample {
	pw := rnd(alnum+"-_", 16)
	text := fmt.Sprintf("$ argocd admin initial-password -n argocd\n%s\n\n This password must be only used for first time login. We strongly recommend you update the password using `argocd account update-password`.\n$ argocd login argocd.%s --username admin --grpc-web", pw, pick([]string{"acme.io", "ops.example.net"}))
	if hbuCoin() {
		text = fmt.Sprintf("%s: argo on the new %s cluster is up. admin pw (initial secret, still not rotated): %s\n%s: rotating it now, then deleting argocd-initial-admin-secret", hbuName(), pick(hbuEnvs), pw, hbuName())
	}
	return hbuS("argocd-admin-password", pick([]string{"shell", "chat"}), text, []string{pw})
}

func hbuK8sArgoRepoAdd() Sample {
	tok := pick([]string{hbuGhp(), hbuGlpat(), hbuGhFine()})
	repo := "https://" + pick([]string{"github.com", "gitlab.com"}) + "/acme-" + pick([]string{"platform", "infra"}) + "/" + pick([]string{"gitops", "k8s-manifests", "cluster-apps"}) + ".git"
	text := fmt.Sprintf("$ argocd repo add %s --username git --password %s\nRepository '%s' added", repo, tok, repo)
	return hbuS("git-token", "shell", text, []string{tok}, repo)
}

func hbuK8sEncryptionConfig() Sample {
	key := base64.StdEncoding.EncodeToString([]byte(rnd(alnum+"!@#$%^&*", 32)))
	text := fmt.Sprintf("# /etc/kubernetes/enc/enc.yaml  (%s)\napiVersion: apiserver.config.k8s.io/v1\nkind: EncryptionConfiguration\nresources:\n  - resources:\n      - secrets\n    providers:\n      - aescbc:\n          keys:\n            - name: key%s\n              secret: %s\n      - identity: {}", hbuHost(), hbuDate()[:7], key)
	return hbuS("encryption-key", "yaml", text, []string{key})
}

func hbuK8sExternalDNS() Sample {
	tok := rnd(b64url, 40)
	text := fmt.Sprintf("# external-dns values (%s)\nprovider:\n  name: cloudflare\nenv:\n  - name: CF_API_TOKEN\n    value: %s\ndomainFilters:\n  - %s\npolicy: upsert-only\ntxtOwnerId: %s", pick(hbuEnvs), tok, pick([]string{"acme.io", "example.net", "acme-status.com"}), pick(hbuEnvs))
	return hbuS("cloudflare-token", "yaml", text, []string{tok})
}

func hbuK8sDescribeEnv() Sample {
	pw := hbuPw()
	pod := pick(hbuSvcs) + "-" + rnd(lower+digits, 10) + "-" + rnd(lower+digits, 5)
	text := fmt.Sprintf("$ kubectl describe pod %s | sed -n '/Environment/,/Mounts/p'\n    Environment:\n      SPRING_PROFILES_ACTIVE:  %s\n      DB_URL:                  jdbc:postgresql://%s:5432/app\n      DB_PASSWORD:             %s\n      JAVA_OPTS:               -Xmx%dm\n    Mounts:", pod, pick(hbuEnvs), hbuHost(), pw, hbuN(2, 8)*256)
	return hbuS("db-password", "shell", text, []string{pw}, pod)
}

func hbuK8sDeployEnv() Sample {
	var name, val, cat string
	switch rng.IntN(4) {
	case 0:
		name, val, cat = "STRIPE_SECRET_KEY", "sk_live_"+rnd(alnum, hbuN(24, 99)), "stripe-secret-key"
	case 1:
		name, val, cat = "DD_API_KEY", hbuDD(), "datadog-api-key"
	case 2:
		name, val, cat = "SENDGRID_API_KEY", hbuSG(), "sendgrid-api-key"
	default:
		name, val, cat = "SESSION_SECRET", rnd(alnum, hbuN(32, 64)), "session-secret"
	}
	app := pick(hbuSvcs)
	text := fmt.Sprintf("    spec:\n      containers:\n        - name: %s\n          image: registry.acme.io/%s:%s\n          env:\n            - name: LOG_LEVEL\n              value: info\n            - name: %s\n              value: \"%s\"\n          ports:\n            - containerPort: 8080", app, app, hbuHex(7), name, val)
	return hbuS(cat, "yaml", text, []string{val}, name)
}

func hbuK8sAlertmanager() Sample {
	pd := hbuHex(32)
	tid, bid, hook := "T"+rnd(upper+digits, 10), "B"+rnd(upper+digits, 10), rnd(alnum, 24)
	text := fmt.Sprintf("alertmanager:\n  config:\n    route:\n      receiver: slack-default\n      routes:\n        - matchers: [severity=\"critical\"]\n          receiver: pagerduty-sre\n    receivers:\n      - name: pagerduty-sre\n        pagerduty_configs:\n          - routing_key: %s\n      - name: slack-default\n        slack_configs:\n          - api_url: https://hooks.slack.com/services/%s/%s/%s\n            channel: '#alerts-%s'", pd, tid, bid, hook, pick(hbuEnvs))
	if hbuCoin() {
		text = fmt.Sprintf("receivers:\n  - name: pagerduty-sre\n    pagerduty_configs:\n      - routing_key: %s\n        severity: '{{ .CommonLabels.severity }}'\n        description: '{{ .CommonAnnotations.summary }}'", pd)
		return hbuS("pagerduty-routing-key", "yaml", text, []string{pd}, "pagerduty-sre")
	}
	return hbuS("alerting-keys", "yaml", text, []string{pd, hook}, "pagerduty-sre")
}
