package main

import (
	"fmt"
	"strings"
)

// Traps from incident channels, alerts, Kubernetes and CI: same shapes, no secret.

func hbuTrapGens() []hbuGen {
	return []hbuGen{
		{hbuTrFailoverRef, 6},
		{hbuTrVaultLogin, 5},
		{hbuTrPDPayloadRef, 5},
		{hbuTrOpsgenieAlert, 5},
		{hbuTrPostmortemNoKey, 6},
		{hbuTrHandoverRef, 6},
		{hbuTrSlackChannel, 4},
		{hbuTrLangRef, 6},
		{hbuTrVendorMail, 4},
		{hbuTrSSHPub, 5},
		{hbuTrBearerEnv, 5},
		{hbuTrAccessWiki, 4},
		{hbuTrMFATalk, 4},
		{hbuTrRequestIDs, 6},
		{hbuTrPDWebhook, 5},
		{hbuTrExternalSecret, 5},
		{hbuTrHelmTemplate, 5},
		{hbuTrExistingSecret, 5},
		{hbuTrHelmSetEnv, 4},
		{hbuTrKubeconfigExec, 4},
		{hbuTrDescribeSecret, 5},
		{hbuTrSealedSecret, 4},
		{hbuTrCredHelpers, 3},
		{hbuTrSecretKeyRef, 5},
		{hbuTrImageDigests, 5},
		{hbuTrAlertmanagerFile, 4},
		{hbuTrPublishable, 3},
		{hbuTrGHAMasked, 6},
		{hbuTrGHAWorkflowRef, 5},
	}
}

func hbuTrFailoverRef() Sample {
	host := hbuHost()
	text := fmt.Sprintf("#%s\n[%s] %s: promoting replica on %s\n[%s] %s: repl user for pg_rewind?\n[%s] %s: `replicator`, password is in Vault under secret/%s/postgres/replication, don't paste it here\n[%s] %s: ok got it from vault",
		pick([]string{"inc-db-failover", "sre-oncall", "war-room"}), hbuTime(), hbuName(), host, hbuTime(), hbuName(), hbuTime(), hbuName(), pick(hbuEnvs), hbuTime(), hbuName())
	return hbuT("trap-secret-reference", "chat", text)
}

func hbuTrVaultLogin() Sample {
	addr := "https://vault." + pick([]string{"corp.lan", "acme.io"}) + ":8200"
	text := fmt.Sprintf("%s: don't share tokens, just do:\n```\nexport VAULT_ADDR=%s\nexport VAULT_TOKEN=$(vault login -method=oidc -token-only role=%s)\nvault kv get secret/%s/%s\n```", hbuName(), addr, pick([]string{"sre", "oncall", "ops-admin"}), pick(hbuEnvs), pick(hbuSvcs))
	return hbuT("trap-vault-token-command", "chat", text)
}

func hbuTrPDPayloadRef() Sample {
	svc := pick(hbuSvcs)
	text := fmt.Sprintf("{\n  \"routing_key\": \"${PD_ROUTING_KEY}\",\n  \"event_action\": \"trigger\",\n  \"dedup_key\": \"%s-%s\",\n  \"payload\": {\n    \"summary\": \"%s error rate 7%%\",\n    \"source\": \"%s\",\n    \"severity\": \"critical\"\n  }\n}", svc, hbuHex(12), svc, hbuHost())
	return hbuT("trap-env-reference", "json", text)
}

func hbuTrOpsgenieAlert() Sample {
	text := fmt.Sprintf("{\n  \"data\": {\n    \"alertId\": \"%s\",\n    \"tinyId\": \"%d\",\n    \"alias\": \"%s-%s\",\n    \"status\": \"open\",\n    \"acknowledged\": false,\n    \"owner\": \"%s@acme.io\",\n    \"integration\": {\"id\": \"%s\", \"type\": \"Prometheus\"}\n  },\n  \"requestId\": \"%s\"\n}", hbuUUID(), hbuN(100, 99999), pick(hbuSvcs), hbuHex(10), strings.ToLower(hbuName()), hbuUUID(), hbuUUID())
	return hbuT("trap-alert-ids", "json", text)
}

func hbuTrPostmortemNoKey() Sample {
	inc := hbuInc()
	text := fmt.Sprintf("# Postmortem %s\n\n## Summary\nA %s was printed in the deploy logs of `%s`. The key (ending in `%s`) was revoked %d minutes after detection; the new one was issued from the vendor console and stored in Vault.\n\n## What went well\n- secret scanning alert fired within 2 minutes\n\n## Action items\n- [ ] %s: enforce log masking in the chart\n- [ ] %s: add the key rotation to the runbook",
		inc, pick([]string{"Datadog API key", "GitHub token", "Slack bot token", "SendGrid key"}), pick(hbuSvcs), hbuHex(4), hbuN(5, 60), hbuTicket(), hbuTicket())
	return hbuT("trap-postmortem", "markdown", text)
}

func hbuTrHandoverRef() Sample {
	text := fmt.Sprintf("Handover %s -> %s (%s)\n\n- SSO to grafana broken since IdP cert rotation (%s). Break-glass admin creds are in 1Password, vault \"SRE Break-glass\", item \"grafana local admin\".\n- Redis on %s restarted twice, no data loss\n- Password for the rabbit mgmt UI was rotated by %s, ask them if you need it", hbuName(), hbuName(), hbuDate(), hbuTicket(), hbuHost(), hbuName())
	return hbuT("trap-secret-reference", "note", text)
}

func hbuTrSlackChannel() Sample {
	text := fmt.Sprintf("Timeline\n%s  alertmanager stops posting to #alerts-%s (channel %s)\n%s  the receiver uses api_url_file=/etc/alertmanager/secrets/slack-webhook, file was empty after the secret sync\n%s  re-synced the ExternalSecret, alerts flowing again\n%s  %s closed", hbuTime(), pick(hbuEnvs), "C0"+rnd(upper+digits, 9), hbuTime(), hbuTime(), hbuTime(), hbuInc())
	return hbuT("trap-webhook-reference", "timeline", text)
}

func hbuTrLangRef() Sample {
	host := hbuHost()
	switch rng.IntN(4) {
	case 0:
		return hbuT("trap-secret-reference", "chat", fmt.Sprintf("%s: a senha do postgres no %s está no Vault, caminho secret/db/%s. Não cola aqui no canal!\n%s: beleza", hbuName(), host, pick(hbuSvcs), hbuName()))
	case 1:
		return hbuT("trap-secret-reference", "chat", fmt.Sprintf("%s: Das Passwort für root auf %s liegt im Passwortsafe (Ordner On-Call). Bitte nicht in den Chat kopieren.", hbuName(), host))
	case 2:
		return hbuT("trap-password-talk", "chat", fmt.Sprintf("%s: cambié la contraseña del usuario admin en %s, la nueva está en 1Password\n%s: gracias", hbuName(), host, hbuName()))
	default:
		return hbuT("trap-password-talk", "chat", fmt.Sprintf("%s: le mot de passe de la base sur %s doit faire au moins 16 caractères, la politique a changé\n%s: ok, je régénère avec vault", hbuName(), host, hbuName()))
	}
}

func hbuTrVendorMail() Sample {
	case_ := fmt.Sprint(hbuN(100000, 999999))
	text := fmt.Sprintf("From: support@%s\nSubject: Re: [Case %s] Locked out of the management console\n\nHello,\n\nWe have reset the console account %s. You will receive a separate email with a one-time link to choose a new password. For security reasons we never send passwords by email.\n\nKind regards,\nTier 2 Support", pick([]string{"netvendor.com", "colo-partner.net"}), case_, pick([]string{"acme-ops", "sre-team", "noc"})+fmt.Sprint(hbuN(1, 99)))
	return hbuT("trap-password-talk", "mail", text)
}

func hbuTrSSHPub() Sample {
	pub := "AAAAC3NzaC1lZDI1NTE5AAAAI" + hbuB64(43)
	who := strings.ToLower(hbuName())
	switch rng.IntN(2) {
	case 0:
		return hbuT("trap-ssh-public-key", "note", fmt.Sprintf("Add my key to the bastion for tonight's on-call:\nssh-ed25519 %s %s@laptop\nFingerprint: SHA256:%s", pub, who, hbuB64(43)))
	default:
		return hbuT("trap-ssh-public-key", "shell", fmt.Sprintf("$ ssh-keygen -lf ~/.ssh/oncall_ed25519.pub\n256 SHA256:%s %s@oncall (ED25519)\n$ cat ~/.ssh/oncall_ed25519.pub\nssh-ed25519 %s %s@oncall", hbuB64(43), who, pub, who))
	}
}

func hbuTrBearerEnv() Sample {
	svc := pick(hbuSvcs)
	text := fmt.Sprintf("%s: works for me:\n```\nTOKEN=$(gcloud auth print-identity-token)\ncurl -sS https://%s.internal/healthz/deep -H \"Authorization: Bearer $TOKEN\"\n{\"status\":\"degraded\",\"checks\":{\"db\":\"ok\",\"cache\":\"timeout\"},\"request_id\":\"%s\"}\n```", hbuName(), svc, hbuUUID())
	return hbuT("trap-token-variable", "chat", text)
}

func hbuTrAccessWiki() Sample {
	site := pick([]string{"Equinix FR5", "Interxion AMS3", "the Dublin colo", "Telehouse North"})
	text := fmt.Sprintf("## Physical access – %s\n\n- Address: %d %s Road, suite %d\n- Security desk: +44 20 %04d %04d\n- Cage codes are NOT in the wiki. Call the NOC, they read them out after checking your badge.\n- Cage %s, racks %d-%d", site, hbuN(1, 200), pick(hbuPlaces), hbuN(100, 400), hbuN(1000, 9999), hbuN(1000, 9999), rnd(upper, 1)+fmt.Sprint(hbuN(1, 40)), hbuN(1, 10), hbuN(11, 20))
	return hbuT("trap-access-procedure", "wiki", text)
}

func hbuTrMFATalk() Sample {
	acct := pick([]string{"aws-root-prod", "registrar", "cloudflare-owner", "github-org-owner"})
	text := fmt.Sprintf("MFA for %s: moved to two YubiKeys (serials %d and %d). Backup codes printed and sealed in the envelope in the safe; the TOTP seed was deleted from the wiki on %s.", acct, hbuN(10000000, 29999999), hbuN(10000000, 29999999), hbuDate())
	return hbuT("trap-mfa-talk", "note", text)
}

func hbuTrRequestIDs() Sample {
	var lines []string
	for i := 0; i < hbuN(3, 6); i++ {
		lines = append(lines, fmt.Sprintf("%s level=%s svc=%s request_id=%s trace_id=%s span_id=%s status=%d dur=%dms", hbuTS(), pick([]string{"info", "warn", "error"}), pick(hbuSvcs), hbuUUID(), hbuHex(32), hbuHex(16), pick([]int{200, 502, 504, 499}), hbuN(3, 30000)))
	}
	return hbuT("trap-request-ids", "log", strings.Join(lines, "\n"))
}

func hbuTrPDWebhook() Sample {
	id := "Q" + rnd(upper+digits, 13)
	text := fmt.Sprintf("{\n  \"event\": {\n    \"id\": \"%s\",\n    \"event_type\": \"incident.triggered\",\n    \"data\": {\n      \"id\": \"%s\",\n      \"number\": %d,\n      \"title\": \"%s: p99 latency > 2s\",\n      \"service\": {\"id\": \"P%s\", \"summary\": \"%s\"},\n      \"html_url\": \"https://acme.pagerduty.com/incidents/%s\"\n    }\n  }\n}", "01"+rnd(upper+digits, 24), id, hbuN(1000, 99999), pick(hbuSvcs), rnd(upper+digits, 6), pick(hbuSvcs), id)
	return hbuT("trap-alert-ids", "json", text)
}

func hbuTrExternalSecret() Sample {
	app := pick(hbuSvcs)
	text := fmt.Sprintf("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: vault-backend\n    kind: ClusterSecretStore\n  target:\n    name: %s-db\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: secret/%s/%s/db\n        property: password", app, hbuNS(), app, pick(hbuEnvs), app)
	return hbuT("trap-secret-reference", "yaml", text)
}

func hbuTrHelmTemplate() Sample {
	text := fmt.Sprintf("# templates/secret.yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: {{ include \"%s.fullname\" . }}-db\ntype: Opaque\ndata:\n  DB_USER: {{ .Values.db.user | b64enc | quote }}\n  DB_PASSWORD: {{ required \"db.password is required\" .Values.db.password | b64enc | quote }}", pick(hbuSvcs))
	return hbuT("trap-template", "yaml", text)
}

func hbuTrExistingSecret() Sample {
	text := fmt.Sprintf("# values-%s.yaml\npostgresql:\n  enabled: true\n  auth:\n    username: %s\n    database: %s\n    existingSecret: %s-pg-credentials\n    secretKeys:\n      userPasswordKey: password\n      adminPasswordKey: postgres-password\nredis:\n  auth:\n    enabled: true\n    existingSecret: %s-redis\n    existingSecretPasswordKey: redis-password", pick(hbuEnvs), hbuUser(), pick(hbuSvcs), pick(hbuSvcs), pick(hbuSvcs))
	return hbuT("trap-secret-reference", "yaml", text)
}

func hbuTrHelmSetEnv() Sample {
	rel := pick([]string{"mariadb", "mongodb", "keycloak"})
	ns := hbuNS()
	text := fmt.Sprintf("$ helm upgrade --install %s bitnami/%s -n %s \\\n    --set auth.rootPassword=\"$(vault kv get -field=root secret/%s/%s)\" \\\n    --version %d.%d.%d\nRelease \"%s\" has been upgraded. Happy Helming!\nNAMESPACE: %s\nSTATUS: deployed\nREVISION: %d", rel, rel, ns, pick(hbuEnvs), rel, hbuN(10, 20), hbuN(0, 9), hbuN(0, 9), rel, ns, hbuN(2, 40))
	return hbuT("trap-secret-reference", "shell", text)
}

func hbuTrKubeconfigExec() Sample {
	cluster := pick(hbuEnvs) + "-eks" + fmt.Sprint(hbuN(1, 9))
	acct := hbuAcct()
	text := fmt.Sprintf("users:\n- name: arn:aws:eks:%s:%s:cluster/%s\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [\"--region\", \"%s\", \"eks\", \"get-token\", \"--cluster-name\", \"%s\"]\n      env:\n        - name: AWS_PROFILE\n          value: %s", pick(hbuRegions), acct, cluster, pick(hbuRegions), cluster, pick([]string{"sre", "oncall", "prod-readonly"}))
	return hbuT("trap-kubeconfig-exec", "yaml", text)
}

func hbuTrDescribeSecret() Sample {
	name := pick(hbuSvcs) + "-credentials"
	text := fmt.Sprintf("$ kubectl describe secret %s -n %s\nName:         %s\nNamespace:    %s\nLabels:       app.kubernetes.io/managed-by=external-secrets\nType:         Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes", name, hbuNS(), name, hbuNS(), hbuN(16, 40), hbuN(4, 12))
	return hbuT("trap-secret-metadata", "shell", text)
}

func hbuTrSealedSecret() Sample {
	text := fmt.Sprintf("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    DB_PASSWORD: AgB%s\n  template:\n    metadata:\n      name: %s-db", pick(hbuSvcs), hbuNS(), hbuB64(hbuN(300, 500)), pick(hbuSvcs))
	return hbuT("trap-sealed-secret", "yaml", text)
}

func hbuTrCredHelpers() Sample {
	text := fmt.Sprintf("$ cat ~/.docker/config.json\n{\n  \"credHelpers\": {\n    \"%s.dkr.ecr.%s.amazonaws.com\": \"ecr-login\",\n    \"europe-docker.pkg.dev\": \"gcloud\"\n  },\n  \"auths\": {\n    \"ghcr.io\": {}\n  }\n}", hbuAcct(), pick(hbuRegions))
	return hbuT("trap-docker-config", "json", text)
}

func hbuTrSecretKeyRef() Sample {
	pod := pick(hbuSvcs) + "-" + rnd(lower+digits, 10) + "-" + rnd(lower+digits, 5)
	text := fmt.Sprintf("$ kubectl describe pod %s | sed -n '/Environment/,/Mounts/p'\n    Environment:\n      SPRING_PROFILES_ACTIVE:  %s\n      DB_URL:                  jdbc:postgresql://%s:5432/app\n      DB_PASSWORD:             <set to the key 'password' in secret '%s-db'>  Optional: false\n      POD_IP:                   (v1:status.podIP)\n    Mounts:", pod, pick(hbuEnvs), hbuHost(), pick(hbuSvcs))
	return hbuT("trap-secret-reference", "shell", text)
}

func hbuTrImageDigests() Sample {
	var lines []string
	for i := 0; i < hbuN(2, 4); i++ {
		lines = append(lines, fmt.Sprintf("        - image: registry.acme.io/%s@sha256:%s", pick(hbuSvcs), hbuHex(64)))
	}
	text := fmt.Sprintf("# pinned by renovate (%s)\n    spec:\n      containers:\n%s", hbuTicket(), strings.Join(lines, "\n"))
	return hbuT("trap-image-digest", "yaml", text)
}

func hbuTrAlertmanagerFile() Sample {
	text := fmt.Sprintf("receivers:\n  - name: pagerduty-sre\n    pagerduty_configs:\n      - routing_key_file: /etc/alertmanager/secrets/pd-routing-key\n  - name: slack-default\n    slack_configs:\n      - api_url_file: /etc/alertmanager/secrets/slack-webhook\n        channel: '#alerts-%s'\n        title: '{{ .CommonLabels.alertname }} on %s'", pick(hbuEnvs), pick(hbuSvcs))
	return hbuT("trap-secret-reference", "yaml", text)
}

func hbuTrPublishable() Sample {
	text := fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web-frontend-config\ndata:\n  STRIPE_PUBLISHABLE_KEY: pk_live_%s\n  SENTRY_ENVIRONMENT: %s\n  API_BASE_URL: https://api.acme.io\n  BUILD_ID: \"%s\"", rnd(alnum, hbuN(24, 99)), pick(hbuEnvs), hbuHex(12))
	return hbuT("trap-publishable-key", "yaml", text)
}

func hbuTrGHAMasked() Sample {
	user := pick([]string{"acmebot", "acme-ci"})
	text := fmt.Sprintf("%s Run docker login -u %s -p *** docker.io\n%s WARNING! Using --password via the CLI is insecure. Use --password-stdin.\n%s Login Succeeded\n%s Run aws s3 sync ./dist s3://acme-%s-assets --delete\n%s   AWS_ACCESS_KEY_ID: ***\n%s   AWS_SECRET_ACCESS_KEY: ***\n%s upload: dist/app.%s.js to s3://acme-%s-assets/app.%s.js", hbuTS(), user, hbuTS(), hbuTS(), hbuTS(), pick(hbuEnvs), hbuTS(), hbuTS(), hbuTS(), hbuHex(8), pick(hbuEnvs), hbuHex(8))
	return hbuT("trap-masked", "ci-log", text)
}

func hbuTrGHAWorkflowRef() Sample {
	text := fmt.Sprintf("name: deploy-%s\non:\n  push:\n    branches: [main]\npermissions:\n  id-token: write\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      SLACK_BOT_TOKEN: ${{ secrets.SLACK_BOT_TOKEN }}\n      DATADOG_API_KEY: ${{ secrets.DD_API_KEY }}\n    steps:\n      - uses: actions/checkout@%s\n      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          role-to-assume: arn:aws:iam::%s:role/gha-deploy\n          aws-region: %s", pick(hbuSvcs), hbuHex(40), hbuAcct(), pick(hbuRegions))
	return hbuT("trap-secret-reference", "yaml", text)
}
