/** Shows a toast; sonner is loaded on first use (see components/ui/toaster.tsx). */
export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
};

export async function showToast({ title, description, variant = "default" }: ToastInput): Promise<void> {
  const { toast } = await import("sonner");
  const show = variant === "destructive" ? toast.error : variant === "success" ? toast.success : toast;
  show(title, { description });
}
