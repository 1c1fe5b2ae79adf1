package main

import (
	"fmt"
	"strings"
)

// Kubeconfigs, service account tokens and kubectl sessions that carry a credential.

func hcpKubeGens() []func() Sample {
	return []func() Sample{
		// kubeconfig with a bearer token for a service account
		func() Sample {
			cl, ns, sa := hcpCluster(), hcpNS(), hcpSA()
			tok := hcpSAToken(ns, sa)
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
    namespace: %s
    user: %s
  name: %s
current-context: %s
users:
- name: %s
  user:
    token: %s
`, hcpCertData(), hcpAPIServer(), cl, cl, ns, sa, cl, cl, sa, tok)
			return hcpS("k8s-sa-token", "kubeconfig", t, []string{tok}, cl, ns)
		},
		// kubeconfig with client certificate and key
		func() Sample {
			cl, who := hcpCluster(), hcpPerson()
			key := hcpKeyData()
			t := fmt.Sprintf(`apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: %s
    server: %s
  name: %s
contexts:
- context:
    cluster: %s
    user: %s
  name: %s@%s
current-context: %s@%s
kind: Config
preferences: {}
users:
- name: %s
  user:
    client-certificate-data: %s
    client-key-data: %s
`, hcpCertData(), hcpAPIServer(), cl, cl, who, who, cl, who, cl, who, hcpCertData(), key)
			return hcpS("kubeconfig-client-key", "kubeconfig", t, []string{key}, who)
		},
		// kubectl config set-credentials with a token in a shell history
		func() Sample {
			cl, ns, sa := hcpCluster(), hcpNS(), hcpSA()
			tok := hcpSAToken(ns, sa)
			t := fmt.Sprintf(`$ kubectl -n %s create token %s --duration=%dh
%s
$ kubectl config set-credentials %s --token=%s
User "%s" set.
$ kubectl config set-context %s-%s --cluster=%s --user=%s --namespace=%s
Context "%s-%s" created.`, ns, sa, hcpN(1, 72), tok, sa, tok, sa, cl, sa, cl, sa, ns, cl, sa)
			return hcpS("k8s-sa-token", "shell", t, []string{tok}, cl)
		},
		// legacy SA token secret printed by describe
		func() Sample {
			ns, sa := hcpNS(), hcpSA()
			tok := hcpSAToken(ns, sa)
			suffix := rnd(lower+digits, 5)
			t := fmt.Sprintf(`$ kubectl -n %s describe secret %s-token-%s
Name:         %s-token-%s
Namespace:    %s
Labels:       <none>
Annotations:  kubernetes.io/service-account.name: %s
              kubernetes.io/service-account.uid: %s

Type:  kubernetes.io/service-account-token

Data
====
ca.crt:     %d bytes
namespace:  %d bytes
token:      %s`, ns, sa, suffix, sa, suffix, ns, sa, hcpUUID(), hcpN(1066, 1570), len(ns), tok)
			return hcpS("k8s-sa-token", "kubectl-output", t, []string{tok}, sa+"-token-"+suffix)
		},
		// jsonpath + base64 -d printing a password
		func() Sample {
			ns, app := hcpNS(), hcpApp()
			pw := hcpPw()
			key := pick([]string{"password", "postgres-password", "DB_PASSWORD", "redis-password", "admin-password"})
			t := fmt.Sprintf(`❯ kubectl get secret %s-db -n %s -o jsonpath='{.data.%s}' | base64 -d
%s%s❯ kubectl get secret %s-db -n %s -o jsonpath='{.data.username}' | base64 -d
%s`, app, ns, key, pw, pick([]string{"\n", "% \n"}), app, ns, hcpUser())
			return hcpS("db-password", "shell", t, []string{pw}, app+"-db")
		},
		// argocd initial admin secret
		func() Sample {
			pw := rnd(alnum+"-", 16)
			host := "argocd." + hcpDomain()
			t := fmt.Sprintf(`$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d; echo
%s
$ argocd login %s --username admin --password %s --grpc-web
'admin:login' logged in successfully
Context '%s' updated`, pw, host, pw, host)
			return hcpS("argocd-admin-password", "shell", t, []string{pw}, host)
		},
		// kubeadm join with bootstrap token
		func() Sample {
			id, sec := hcpBootstrap()
			ip := fmt.Sprintf("10.%d.%d.%d", hcpN(0, 255), hcpN(0, 255), hcpN(1, 254))
			ca := hcpHex(64)
			t := fmt.Sprintf(`Your Kubernetes control-plane has initialized successfully!

Then you can join any number of worker nodes by running the following on each as root:

kubeadm join %s:6443 --token %s.%s \
	--discovery-token-ca-cert-hash sha256:%s `, ip, id, sec, ca)
			return hcpS("bootstrap-token", "shell", t, []string{sec}, ip+":6443", "sha256:"+ca)
		},
		// kubeconfig with exec replaced by static EKS token (copied from get-token)
		func() Sample {
			ak := hcpAKIA()
			tok := hcpEKSToken(ak)
			cl := hcpCluster()
			t := fmt.Sprintf(`$ aws eks get-token --cluster-name %s --region sa-east-1
{
    "kind": "ExecCredential",
    "apiVersion": "client.authentication.k8s.io/v1beta1",
    "spec": {},
    "status": {
        "expirationTimestamp": "%s",
        "token": "%s"
    }
}`, cl, hcpStamp(), tok)
			return hcpS("eks-token", "shell", t, []string{tok}, cl)
		},
		// GKE access token pasted in a kubeconfig
		func() Sample {
			tok := hcpGKEToken()
			proj := hcpGCPProject()
			t := fmt.Sprintf(`# temporary — gke-gcloud-auth-plugin broken on the bastion, pasted a token from
# gcloud auth print-access-token (expires in 1h)
users:
- name: gke_%s_southamerica-east1_%s
  user:
    token: %s
`, proj, hcpCluster(), tok)
			return hcpS("gcp-access-token", "kubeconfig", t, []string{tok}, proj)
		},
		// OpenShift oc login
		func() Sample {
			tok := hcpOpenShift()
			host := "api.ocp-" + pick([]string{"prod", "hml", "dev"}) + "." + hcpDomain()
			t := fmt.Sprintf(`$ oc login --token=%s --server=https://%s:6443
Logged into "https://%s:6443" as "%s" using the token provided.

You have access to %d projects, the list has been suppressed. You can list all projects with 'oc projects'

Using project "%s".`, tok, host, host, hcpPerson(), hcpN(12, 80), hcpNS())
			return hcpS("openshift-token", "shell", t, []string{tok}, host)
		},
		// Rancher kubeconfig
		func() Sample {
			sec := hcpRancherSecret()
			name := "kubeconfig-user-" + rnd(lower+digits, 5) + pick([]string{"", ".c-m-" + rnd(lower+digits, 8)})
			host := "rancher." + hcpDomain()
			cl := hcpCluster()
			t := fmt.Sprintf(`apiVersion: v1
kind: Config
clusters:
- name: "%s"
  cluster:
    server: "https://%s/k8s/clusters/c-m-%s"
users:
- name: "%s"
  user:
    token: "%s:%s"
contexts:
- name: "%s"
  context:
    user: "%s"
    cluster: "%s"
current-context: "%s"
`, cl, host, rnd(lower+digits, 8), cl, name, sec, cl, cl, cl, cl)
			return hcpS("rancher-token", "kubeconfig", t, []string{sec}, host)
		},
		// curl to the API server with a bearer token
		func() Sample {
			ns, sa := hcpNS(), hcpSA()
			tok := hcpSAToken(ns, sa)
			api := hcpAPIServer()
			pt := hcpPT()
			t := fmt.Sprintf(`%s
curl -sk -H "Authorization: Bearer %s" \
  %s/api/v1/namespaces/%s/pods | jq '.items[].metadata.name'`,
				hcpOr(pt, "# quick check that the SA can list pods:", "# teste rápido se a SA consegue listar pods:"), tok, api, ns)
			return hcpS("k8s-sa-token", "shell", t, []string{tok}, api)
		},
		// TOKEN=$(...) with echo printed
		func() Sample {
			ns, sa := hcpNS(), hcpSA()
			tok := hcpSAToken(ns, sa)
			h := "bastion-" + rnd(lower+digits, 4)
			t := fmt.Sprintf(`root@%s:~# TOKEN=$(kubectl -n %s create token %s)
root@%s:~# echo $TOKEN
%s
root@%s:~# kubectl --token=$TOKEN auth can-i list secrets -n %s
no`, h, ns, sa, h, tok, h, ns)
			return hcpS("k8s-sa-token", "shell", t, []string{tok}, "auth can-i list secrets")
		},
		// kubectl config view --raw excerpt with basic auth
		func() Sample {
			pw := hcpPw()
			u := hcpUser()
			t := fmt.Sprintf(`$ kubectl config view --raw --minify | tail -6
users:
- name: %s-basic
  user:
    password: %s
    username: %s
`, hcpCluster(), pw, u)
			return hcpS("kubeconfig-password", "kubectl-output", t, []string{pw}, u)
		},
		// Jenkins/GitLab CI variable holding KUBE_TOKEN
		func() Sample {
			ns, sa := hcpNS(), hcpSA()
			tok := hcpSAToken(ns, sa)
			t := fmt.Sprintf(`deploy:%s:
  stage: deploy
  image: bitnami/kubectl:1.%d
  variables:
    KUBE_SERVER: %s
    KUBE_TOKEN: "%s"
  script:
    - kubectl --server="$KUBE_SERVER" --token="$KUBE_TOKEN" -n %s apply -f k8s/
`, pick([]string{"prod", "hml", "stg"}), hcpN(27, 31), hcpAPIServer(), tok, ns)
			return hcpS("k8s-sa-token", "yaml", t, []string{tok}, "KUBE_SERVER")
		},
		// etcd encryption config
		func() Sample {
			k1, k2 := hcpB64Rand(32), hcpB64Rand(32)
			t := fmt.Sprintf(`apiVersion: apiserver.config.k8s.io/v1
kind: EncryptionConfiguration
resources:
  - resources:
      - secrets
      - configmaps
    providers:
      - aescbc:
          keys:
            - name: key-%s
              secret: %s
            - name: key-%s
              secret: %s
      - identity: {}
`, hcpDate(), k1, hcpDate(), k2)
			if hcpCoin() {
				t = strings.Replace(t, "            - name: key-", "            - name: old-", 1)
				i := strings.Index(t, "            - name: key-")
				j := strings.Index(t, "      - identity")
				t = t[:i] + t[j:]
				return hcpS("etcd-encryption-key", "yaml", t, []string{k1})
			}
			return hcpS("etcd-encryption-key", "yaml", t, []string{k1, k2})
		},
		// kubectl exec env dump
		func() Sample {
			ns, app := hcpNS(), hcpApp()
			pw := hcpPw()
			sk := hcpStripeSK()
			t := fmt.Sprintf(`$ kubectl -n %s exec deploy/%s -- env | sort | grep -v KUBERNETES_
DB_HOST=%s-pg.%s.svc.cluster.local
DB_PASSWORD=%s
DB_USER=%s
HOSTNAME=%s-%s-%s
LOG_LEVEL=info
STRIPE_SECRET_KEY=%s`, ns, app, app, ns, pw, hcpUser(), app, rnd(lower+digits, 10), rnd(lower+digits, 5), sk)
			if hcpCoin() {
				t = strings.Replace(t, "\nSTRIPE_SECRET_KEY="+sk, "", 1)
				return hcpS("db-password", "kubectl-output", t, []string{pw}, "LOG_LEVEL=info")
			}
			return hcpS("db-password", "kubectl-output", t, []string{pw, sk}, "LOG_LEVEL=info")
		},
		// Vault token in a pod spec env, plain
		func() Sample {
			vt := hcpVault()
			app := hcpApp()
			t := fmt.Sprintf(`    spec:
      containers:
        - name: %s
          image: %s/%s:%d.%d.%d
          env:
            - name: VAULT_ADDR
              value: https://vault.%s:8200
            - name: VAULT_TOKEN
              value: %s
`, app, hcpRegistry(), app, hcpN(1, 4), hcpN(0, 30), hcpN(0, 9), hcpDomain(), vt)
			return hcpS("vault-token", "yaml", t, []string{vt}, "VAULT_ADDR")
		},
		// AWS keys in velero credentials
		func() Sample {
			ak, sk := hcpAKIA(), hcpAWSSecret()
			t := fmt.Sprintf(`$ cat credentials-velero
[default]
aws_access_key_id = %s
aws_secret_access_key = %s
$ velero install --provider aws --plugins velero/velero-plugin-for-aws:v1.%d.0 \
    --bucket %s-velero-backups --secret-file ./credentials-velero \
    --backup-location-config region=sa-east-1`, ak, sk, hcpN(8, 12), hcpCluster())
			return hcpS("aws-access-key", "shell", t, []string{ak, sk}, "velero-plugin-for-aws")
		},
		// Azure storage key for CSI/velero in a secret stringData
		func() Sample {
			acct := "st" + rnd(lower+digits, hcpN(8, 14))
			key := hcpAzureKey()
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: azure-files-%s
  namespace: %s
type: Opaque
stringData:
  azurestorageaccountname: %s
  azurestorageaccountkey: %s
`, rnd(lower, 4), hcpNS(), acct, key)
			return hcpS("azure-storage-key", "yaml", t, []string{key}, acct)
		},
	}
}
