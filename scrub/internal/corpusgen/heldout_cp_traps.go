package main

import "fmt"

// Traps close to the secrets' shapes: kubeconfigs, Secret manifests and kubectl output that
// hold no credential.

func hcpTrapGens() []func() Sample {
	return []func() Sample{
		// kubeconfig with exec plugin only
		func() Sample {
			cl := hcpCluster()
			var cmd, args string
			switch rng.IntN(3) {
			case 0:
				cmd, args = "aws", "        - eks\n        - get-token\n        - --cluster-name\n        - "+cl+"\n"
			case 1:
				cmd, args = "kubelogin", "        - get-token\n        - --login\n        - azurecli\n        - --server-id\n        - "+hcpUUID()+"\n"
			default:
				cmd, args = "kubectl", "        - oidc-login\n        - get-token\n        - --oidc-issuer-url=https://sso."+hcpDomain()+"/realms/platform\n        - --oidc-client-id=kubernetes\n"
			}
			t := fmt.Sprintf(`apiVersion: v1
kind: Config
clusters:
- cluster:
    certificate-authority-data: %s
    server: %s
  name: %s
contexts:
- context:
    cluster: %s
    user: %s-oidc
  name: %s
current-context: %s
users:
- name: %s-oidc
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      command: %s
      args:
%s`, hcpCertData(), hcpAPIServer(), cl, cl, cl, cl, cl, cl, cmd, args)
			return hcpT("trap-kubeconfig-exec", "kubeconfig", t)
		},
		// kubeconfig with token placeholder
		func() Sample {
			cl := hcpCluster()
			t := fmt.Sprintf(`# template — fill in with: kubectl -n ci create token %s
users:
- name: %s
  user:
    token: <SERVICE_ACCOUNT_TOKEN>
clusters:
- name: %s
  cluster:
    server: %s
    certificate-authority-data: %s
`, hcpSA(), hcpSA(), cl, hcpAPIServer(), hcpCertData())
			return hcpT("trap-token-placeholder", "kubeconfig", t)
		},
		// sealed secret
		func() Sample {
			app, ns := hcpApp(), hcpNS()
			t := fmt.Sprintf(`apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: %s-db
  namespace: %s
spec:
  encryptedData:
    DB_PASSWORD: %s
    DB_USER: %s
  template:
    metadata:
      name: %s-db
      namespace: %s
    type: Opaque
`, app, ns, hcpSealed(), hcpSealed(), app, ns)
			return hcpT("trap-sealed-secret", "yaml", t)
		},
		// SOPS encrypted secret
		func() Sample {
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
    name: %s-api
    namespace: %s
type: Opaque
stringData:
    API_KEY: %s
    DB_PASSWORD: %s
sops:
    age:
        - recipient: %s
          enc: |
            -----BEGIN AGE ENCRYPTED FILE-----
            %s
            %s
            -----END AGE ENCRYPTED FILE-----
    lastmodified: "%s"
    mac: %s
    encrypted_regex: ^(data|stringData)$
    version: 3.%d.%d
`, hcpApp(), hcpNS(), hcpSOPS(), hcpSOPS(), hcpAgePub(), rnd(alnum+"+/", 64), rnd(alnum+"+/", 40), hcpStamp(), hcpSOPS(), hcpN(7, 9), hcpN(0, 3))
			return hcpT("trap-sops-encrypted", "yaml", t)
		},
		// describe secret with byte sizes
		func() Sample {
			app, ns := hcpApp(), hcpNS()
			t := fmt.Sprintf(`$ kubectl describe secret %s-db -n %s
Name:         %s-db
Namespace:    %s
Labels:       app.kubernetes.io/managed-by=external-secrets
Annotations:  reconcile.external-secrets.io/data-hash: %s

Type:  Opaque

Data
====
DB_PASSWORD:  %d bytes
DB_USER:      %d bytes
DB_HOST:      %d bytes`, app, ns, app, ns, hcpHex(32), hcpN(12, 32), hcpN(4, 12), hcpN(20, 60))
			return hcpT("trap-describe-secret", "kubectl-output", t)
		},
		// get secrets listing
		func() Sample {
			ns := hcpNS()
			t := fmt.Sprintf(`$ kubectl get secrets -n %s
NAME                          TYPE                                  DATA   AGE
%s-db                  Opaque                                2      %dd
regcred                       kubernetes.io/dockerconfigjson        1      %dd
%s-tls                 kubernetes.io/tls                     2      %dd
sh.helm.release.v1.%s.v%d   helm.sh/release.v1                    1      %dh`, ns, hcpApp(), hcpN(1, 300), hcpN(1, 300), hcpApp(), hcpN(1, 90), hcpApp(), hcpN(2, 40), hcpN(1, 23))
			return hcpT("trap-secret-list", "kubectl-output", t)
		},
		// ExternalSecret
		func() Sample {
			app := hcpApp()
			t := fmt.Sprintf(`apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: %s-db
  namespace: %s
spec:
  refreshInterval: 1h
  secretStoreRef:
    kind: ClusterSecretStore
    name: %s
  target:
    name: %s-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: %s/%s/db
        property: password
`, app, hcpNS(), pick([]string{"vault-backend", "aws-secrets-manager", "gcp-sm"}), app, pick([]string{"prod", "hml", "stg"}), app)
			return hcpT("trap-external-secret", "yaml", t)
		},
		// helm values referencing existing secrets
		func() Sample {
			t := fmt.Sprintf(`postgresql:
  auth:
    username: %s_app
    database: %s
    existingSecret: %s-pg-auth
    secretKeys:
      adminPasswordKey: postgres-password
      userPasswordKey: password
grafana:
  admin:
    existingSecret: grafana-admin
    userKey: admin-user
    passwordKey: admin-password
`, hcpNS(), hcpNS(), hcpApp())
			return hcpT("trap-existing-secret-ref", "yaml", t)
		},
		// deployment env with secretKeyRef
		func() Sample {
			app := hcpApp()
			t := fmt.Sprintf(`          env:
            - name: DB_HOST
              value: %s-pg.%s.svc.cluster.local
            - name: DB_PASSWORD
              valueFrom:
                secretKeyRef:
                  name: %s-db
                  key: password
            - name: STRIPE_SECRET_KEY
              valueFrom:
                secretKeyRef:
                  name: stripe
                  key: secret-key
`, app, hcpNS(), app)
			return hcpT("trap-secret-key-ref", "yaml", t)
		},
		// values template with changeme
		func() Sample {
			t := fmt.Sprintf(`# values.example.yaml — copy to values.yaml and CHANGE every "changeme" before installing
auth:
  adminUser: admin
  adminPassword: changeme
redis:
  password: changeme
ingress:
  host: %s.%s
persistence:
  size: %dGi
`, pick([]string{"harbor", "sonar", "keycloak"}), hcpDomain(), hcpN(5, 200))
			return hcpT("trap-changeme-template", "yaml", t)
		},
		// masked values
		func() Sample {
			ns := hcpNS()
			t := fmt.Sprintf(`$ argocd app manifests %s --source live | grep -A4 "kind: Secret"
kind: Secret
metadata:
  name: %s-db
  namespace: %s
data:
  password: '++++++++'
  username: '++++++++'`, hcpApp(), hcpApp(), ns)
			return hcpT("trap-masked-argocd", "shell", t)
		},
		// redacted chat
		func() Sample {
			pt := hcpPT()
			t := hcpChatLine(hcpPerson(), hcpOr(pt, "here's the failing helm command (creds redacted):\nhelm upgrade --install redis bitnami/redis --set auth.password=[REDACTED] -n "+hcpNS(),
				"segue o comando do helm que falha (credenciais removidas):\nhelm upgrade --install redis bitnami/redis --set auth.password=[REDACTED] -n "+hcpNS()))
			return hcpT("trap-redacted", "chat", t)
		},
		// SA with IRSA annotation
		func() Sample {
			acct := rnd(digits, 12)
			t := fmt.Sprintf(`apiVersion: v1
kind: ServiceAccount
metadata:
  name: %s
  namespace: %s
  annotations:
    eks.amazonaws.com/role-arn: arn:aws:iam::%s:role/%s-%s
    eks.amazonaws.com/sts-regional-endpoints: "true"
automountServiceAccountToken: false
`, hcpSA(), hcpNS(), acct, hcpCluster(), hcpSA())
			return hcpT("trap-irsa-arn", "yaml", t)
		},
		// workload identity annotations
		func() Sample {
			pj := hcpGCPProject()
			t := fmt.Sprintf(`apiVersion: v1
kind: ServiceAccount
metadata:
  name: %s
  namespace: %s
  annotations:
    iam.gke.io/gcp-service-account: %s
    azure.workload.identity/client-id: %s
    azure.workload.identity/tenant-id: %s
`, hcpSA(), hcpNS(), hcpGSA(pj), hcpUUID(), hcpUUID())
			return hcpT("trap-workload-identity", "yaml", t)
		},
		// argocd oidc config referencing secret key
		func() Sample {
			t := fmt.Sprintf(`apiVersion: v1
kind: ConfigMap
metadata:
  name: argocd-cm
  namespace: argocd
data:
  url: https://argocd.%s
  oidc.config: |
    name: Keycloak
    issuer: https://sso.%s/realms/platform
    clientID: argocd
    clientSecret: $oidc.keycloak.clientSecret
    requestedScopes: ["openid", "profile", "email", "groups"]
`, hcpDomain(), hcpDomain())
			return hcpT("trap-argocd-secret-ref", "yaml", t)
		},
		// argocd Application
		func() Sample {
			app := hcpApp()
			t := fmt.Sprintf(`apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: %s-%s
  namespace: argocd
spec:
  project: %s
  source:
    repoURL: https://git.%s/platform/apps.git
    targetRevision: %s
    path: charts/%s
    helm:
      valueFiles:
        - values-%s.yaml
  destination:
    server: https://kubernetes.default.svc
    namespace: %s
  syncPolicy:
    automated: {prune: true, selfHeal: true}
`, app, pick([]string{"prod", "hml"}), hcpNS(), hcpDomain(), hcpHex(40), app, pick([]string{"prod", "hml"}), hcpNS())
			return hcpT("trap-argocd-application", "yaml", t)
		},
		// flux GitRepository + known_hosts
		func() Sample {
			t := fmt.Sprintf(`apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata:
  name: fleet-infra
  namespace: flux-system
spec:
  interval: 1m
  url: ssh://git@github.com/%s/fleet-infra
  ref:
    branch: main
  secretRef:
    name: flux-system
---
# known_hosts entry in the flux-system secret (public):
# github.com %s
# deploy key (public half) added to the repo:
# %s flux-%s
`, pick([]string{"acme-pay", "lojinha-br", "fintrack-pt"}), hcpSSHPub(), hcpSSHPub(), hcpCluster())
			return hcpT("trap-flux-public-keys", "yaml", t)
		},
		// flux kustomization with sops decryption ref
		func() Sample {
			name := pick([]string{"apps", "infra-configs", "platform", "tenants", "monitoring-configs"})
			t := fmt.Sprintf(`apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: %s
  namespace: flux-system
spec:
  interval: %dm
  path: ./clusters/%s/%s
  prune: true
  sourceRef:
    kind: GitRepository
    name: fleet-infra
  decryption:
    provider: sops
    secretRef:
      name: sops-age
`, name, hcpN(1, 30), hcpCluster(), name)
			return hcpT("trap-flux-sops-ref", "yaml", t)
		},
		// certificate secret with public cert only (ca bundle configmap)
		func() Sample {
			t := fmt.Sprintf(`apiVersion: v1
kind: ConfigMap
metadata:
  name: corp-ca-bundle
  namespace: %s
data:
  ca.crt: |
    %s
`, hcpNS(), hcpIndent(hcpCert(), "    "))
			return hcpT("trap-ca-certificate", "yaml", t)
		},
		// kubectl get pods output with hashes
		func() Sample {
			app := hcpApp()
			h := rnd(lower+digits, 10)
			t := fmt.Sprintf(`$ kubectl get pods -n %s -o wide
NAME                          READY   STATUS             RESTARTS      AGE   IP            NODE
%s-%s-%s    1/1     Running            0             %dm   10.%d.%d.%d   ip-10-0-%d-%d.sa-east-1.compute.internal
%s-%s-%s    0/1     CrashLoopBackOff   %d (%ds ago)   %dm   10.%d.%d.%d   ip-10-0-%d-%d.sa-east-1.compute.internal`,
				hcpNS(), app, h, rnd(lower+digits, 5), hcpN(1, 59), hcpN(0, 255), hcpN(0, 255), hcpN(1, 254), hcpN(0, 255), hcpN(1, 254),
				app, h, rnd(lower+digits, 5), hcpN(2, 30), hcpN(1, 59), hcpN(1, 59), hcpN(0, 255), hcpN(0, 255), hcpN(1, 254), hcpN(0, 255), hcpN(1, 254))
			return hcpT("trap-kubectl-pods", "kubectl-output", t)
		},
		// image pull event with digest
		func() Sample {
			reg, app := hcpRegistry(), hcpApp()
			t := fmt.Sprintf(`Events:
  Type     Reason     Age   From      Message
  ----     ------     ----  ----      -------
  Normal   Pulling    %ds   kubelet   Pulling image "%s/%s:%d.%d.%d"
  Normal   Pulled     %ds   kubelet   Successfully pulled image "%s/%s@%s" in %d.%03ds
  Warning  BackOff    %ds   kubelet   Back-off restarting failed container %s in pod %s-%s`,
				hcpN(30, 90), reg, app, hcpN(1, 5), hcpN(0, 40), hcpN(0, 9), hcpN(10, 29), reg, app, hcpDigest(), hcpN(1, 30), hcpN(0, 999), hcpN(1, 9), app, app, rnd(lower+digits, 5))
			return hcpT("trap-image-digest", "kubectl-output", t)
		},
		// ServiceAccount listing its token secret names
		func() Sample {
			sa, ns := hcpSA(), hcpNS()
			t := fmt.Sprintf(`$ kubectl get sa %s -n %s -o yaml
apiVersion: v1
kind: ServiceAccount
metadata:
  creationTimestamp: "%s"
  name: %s
  namespace: %s
  resourceVersion: "%d"
  uid: %s
imagePullSecrets:
- name: regcred
secrets:
- name: %s-token-%s`, sa, ns, hcpStamp(), sa, ns, hcpN(100000, 99999999), hcpUUID(), sa, rnd(lower+digits, 5))
			return hcpT("trap-sa-yaml", "kubectl-output", t)
		},
		// dockerconfigjson with env refs in CI
		func() Sample {
			t := fmt.Sprintf(`- name: Create pull secret
  run: |
    kubectl create secret docker-registry regcred \
      --docker-server=%s \
      --docker-username=${{ secrets.REGISTRY_USER }} \
      --docker-password=${{ secrets.%s }} \
      -n %s --dry-run=client -o yaml | kubectl apply -f -`, hcpRegistry(), pick([]string{"REGISTRY_TOKEN", "HARBOR_ROBOT_SECRET", "GHCR_PAT", "ACR_PASSWORD", "QUAY_ROBOT_TOKEN"}), hcpNS())
			return hcpT("trap-ci-secret-ref", "yaml", t)
		},
		// configmap with binary data (image)
		func() Sample {
			t := fmt.Sprintf(`apiVersion: v1
kind: ConfigMap
metadata:
  name: status-page-assets
  namespace: %s
binaryData:
  favicon.png: iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h%s
data:
  LOG_LEVEL: info
  BRAND_COLOR: "#%s"
`, hcpNS(), rnd(alnum+"+/", hcpN(120, 200)), hcpHex(6))
			return hcpT("trap-binary-configmap", "yaml", t)
		},
	}
}
